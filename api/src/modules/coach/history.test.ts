import { countTokens } from '../../platform/tokens';
import { alternate, fitHistory, TOKENS_PER_TURN } from './history';
import type { ChatTurn } from './types';

const turn = (role: ChatTurn['role'], content: string): ChatTurn => ({ role, content });

describe('conversation history for a model', () => {
  it('keeps the most recent turns that fit the token budget, oldest first', () => {
    const history = [
      turn('user', 'un deux trois'),
      turn('assistant', 'quatre'),
      turn('user', 'cinq six'),
    ];
    const cost = (text: string) => countTokens(text) + TOKENS_PER_TURN;
    expect(fitHistory(history, cost('quatre') + cost('cinq six'))).toEqual(history.slice(1));
    expect(fitHistory(history, cost('cinq six') - 1)).toEqual([]);
    expect(fitHistory(history, 10_000)).toEqual(history);
  });

  it('stops at the first turn that does not fit, never leaving a hole', () => {
    const history = [turn('user', 'a'), turn('assistant', 'b '.repeat(500)), turn('user', 'c')];
    expect(fitHistory(history, 50)).toEqual([turn('user', 'c')]);
  });

  it('starts with the member and alternates roles, merging repeated ones', () => {
    expect(
      alternate([
        turn('assistant', 'bienvenue'),
        turn('user', 'q1'),
        turn('user', 'q1 again'),
        turn('assistant', 'a1'),
        turn('user', 'q2'),
      ]),
    ).toEqual([turn('user', 'q1\n\nq1 again'), turn('assistant', 'a1'), turn('user', 'q2')]);
  });
});
