import type { AiRequest } from '../types';
import { withoutRuledOut } from './compare';
import { offlineAnswer } from './engine';

const ask = (message: string): AiRequest => ({ history: [], message, structured: true });

describe('a way of doing things the member rules out does not lead (eighteenth round)', () => {
  it('drops the clause ruling a method out, in French and English', () => {
    expect(
      withoutRuledOut('I really dont want to track macros, how do I eat enough protein?', 'en'),
    ).toBe('how do I eat enough protein?');
    expect(
      withoutRuledOut('je veux pas compter mes calories, comment savoir si je mange trop ?', 'fr'),
    ).toBe('comment savoir si je mange trop ?');
    expect(
      withoutRuledOut('sans peser ma bouffe, comment je sais combien je mange de prot ?', 'fr'),
    ).toBe('comment je sais combien je mange de prot ?');
    expect(
      withoutRuledOut('not asking about diet: how long should I rest between sets?', 'en'),
    ).toBe('how long should I rest between sets?');
  });

  it('keeps an outcome the member fears, a place they lack, and a message that is only that clause', () => {
    for (const [q, lang] of [
      ["I don't want to lose muscle, how slow should my cut be?", 'en'],
      ['sans perdre de muscle, je peux sécher vite ?', 'fr'],
      ['no gym membership, just a kettlebell at home. can i get fit with it?', 'en'],
      ['sans matériel, quels exercices pour les pecs ?', 'fr'],
      ["I don't want to count calories", 'en'],
    ] as const) {
      expect(withoutRuledOut(q, lang)).toBe(q);
    }
  });

  it('the rest of the message is answered, and doping is refused whatever the clauses say', () => {
    // Before: "compter" led, and the chips offered calorie counting.
    const { text } = offlineAnswer(
      ask('je veux pas compter mes calories, comment savoir si je mange assez de protéines ?'),
    );
    expect(text).toMatch(/prot/i);
    expect(text).not.toMatch(/compte mes calories/i);
    expect(
      offlineAnswer(ask("I don't want to run a cycle of tren, just a small one of test, dose?"))
        .text,
    ).toMatch(/can’t help/);
  });
});

describe('losing fat without counting is one subject (twentieth round)', () => {
  it.each([
    ['i dont want to count calories, how can i still lose fat?', 'en'],
    ['je veux pas peser ma bouffe, comment je perds du gras alors ?', 'fr'],
  ] as const)('"%s" gets counting calories, the habits', (message, language) => {
    expect(withoutRuledOut(message, language)).toBe(message);
    const { text } = offlineAnswer({ ...ask(message), language });
    expect(text).toMatch(
      /^(?:Counting your calories for 2-4 weeks|Compter tes calories pendant 2 à 4 semaines)/,
    );
  });
});
