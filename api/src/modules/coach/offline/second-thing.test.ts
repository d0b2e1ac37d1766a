import type { AiRequest } from '../types';
import { offlineAnswer } from './engine';

const ask = (message: string): AiRequest => ({ history: [], message, structured: true });

describe('one question asking two things', () => {
  it('a rare word the answering entry never uses brings the entry its title names', () => {
    const { text } = offlineAnswer(ask('is ZMA or ashwagandha worth it or only creatine?'));
    // The supplements that work, then the one the member named beside them.
    expect(text).toMatch(/creatine monohydrate/);
    expect(text).toMatch(/Ashwagandha \(300-600 mg/);
  });

  it('a shorthand the coach expands is not the member asking something else', () => {
    // "règles" is searched as "cycle menstruel": the cycle's entry (weight up before a period)
    // does not follow the answer about periods that stopped.
    const { text } = offlineAnswer(
      ask("mes regles se sont arretees depuis que je mange 1200 kcal, je m'inquiete ?"),
    );
    expect(text).toMatch(/Perdre ses règles en sèche n'est pas normal/);
    expect(text).not.toMatch(/Le poids peut monter/);
  });
});
