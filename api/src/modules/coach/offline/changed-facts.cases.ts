import type { AiRequest, ChatTurn } from '../types';
import { asksForCalculation, refeedLead, setTold } from './calculators';
import { answerOffline, offlineAnswer } from './engine';
import { isPlanRequest } from './topics';

/**
 * Conversations whose next message changes one fact, or asks for a number from facts told
 * earlier or stored in the profile (issue 41, nineteenth round).
 */
function converse(messages: string[], followUp: string, member?: AiRequest['member']) {
  const history: ChatTurn[] = [];
  for (const message of messages) {
    const reply = answerOffline({ history: [...history], message, member, structured: true });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  return offlineAnswer({ history, message: followUp, member, structured: true });
}

/** A number as the answer writes it in either language ("2 450", "2,450" or "2450"). */
const figure = (value: number): RegExp =>
  new RegExp(String(value).replace(/(\d)(?=(\d{3})+$)/, '$1[\\s\\u202f\\u00a0,]?'));

describe('the 1RM from a set told earlier', () => {
  it('asked after the set, in a message of its own', () => {
    const { text } = converse(['did 120kg for 4 on bench today, new pr'], 'so whats my 1rm then?');
    expect(text).toMatch(/1RM/);
    expect(text).toMatch(/\b136\b/); // 120 × (1 + 4/30)
  });

  it('with the reps changed ("et si j\'en avais fait 10 ?")', () => {
    const { text } = converse(
      ["j'ai fait 80 kg x 6 au squat, ça fait combien de max ?"],
      "et si j'en avais fait 10 ?",
    );
    expect(text).toMatch(/\b107\b/); // 80 × (1 + 10/30)
  });

  it('with the load changed ("and with 245?")', () => {
    const { text } = converse(['225 lbs for 5 on squat, whats my 1rm'], 'and with 245?');
    expect(text).toMatch(/\b286\b/); // 245 × (1 + 5/30)
  });

  it('reads only a set the member told, one number changed', () => {
    expect(setTold('et si je mange plus ?', ['80 kg x 6 au squat'])).toBeUndefined();
    expect(setTold("et si j'en avais fait 8 ?", ['je fais 80 kg'])).toBeUndefined();
    expect(setTold('and with 245 for 3?', ['225 lbs for 5'])).toBeUndefined();
    expect(setTold("et si j'en avais fait 8 ?", ['100kg x 5 au DC'])).toBe('100 kg x 8');
  });
});

describe('a refeed day asked with the member known', () => {
  const member = { weightKg: 80, heightCm: 180, age: 30, sex: 'male', daysPerWeek: 3 } as const;

  it('opens with the maintenance, then the refeed entry', () => {
    const { text } = converse(
      [],
      'je fais un refeed samedi, je mange combien de kcal ce jour-là ?',
      member,
    );
    expect(text.split('\n')[0]).toMatch(/refeed/i);
    expect(text).toMatch(figure(2450)); // (10 × 80 + 6.25 × 180 − 5 × 30 + 5) × 1.375
  });

  it('needs an amount asked and every fact', () => {
    expect(refeedLead('should i do a refeed this weekend?', member, 'en')).toBeUndefined();
    expect(
      refeedLead('how many calories on a refeed day?', { weightKg: 80 }, 'en'),
    ).toBeUndefined();
    expect(refeedLead('how many calories on a refeed day?', member, 'en')).toBeDefined();
  });
});

describe('a bare amount after a goal named', () => {
  it('asks the calories of that goal, not another amount', () => {
    expect(asksForCalculation('je suis en sèche depuis un mois, combien je dois viser ?')).toBe(
      'calories',
    );
    expect(asksForCalculation("i'm bulking rn, how much should i aim for?")).toBe('calories');
    expect(asksForCalculation('je suis en sèche, combien de temps encore ?')).not.toBe('calories');
  });
});

describe('a programme asked "je fais quoi comme programme", then the days changed', () => {
  it('is a plan request, and the follow-up redoes it for the new days', () => {
    expect(isPlanRequest('je reprends la salle, je fais quoi comme programme ?')).toBe(true);
    const { text } = converse(
      ['débutante, 2 jours par semaine, je fais quoi comme programme ?'],
      'et si je peux venir 4 jours ?',
    );
    expect(text).toMatch(/4 séances par semaine/);
  });
});

describe('the protein a day, then "and for a woman?"', () => {
  it("answers for a woman, with the member's figure", () => {
    const { text } = converse(
      ['how much protein should i eat a day, i weigh 70kg'],
      'and for a woman?',
    );
    expect(text).toMatch(/woman/i);
    expect(text).toMatch(/112-154|110-155/);
  });
});

describe('facts told in passing', () => {
  it('"lose like 10 lbs" is a cut', () => {
    const { text } = offlineAnswer({
      history: [],
      message: 'M 35, 6ft, 210 lbs, how many calories to lose like 15 lbs?',
      language: 'en',
      structured: true,
    });
    expect(text).toMatch(/^\*\*Aim for about [\d,]+ kcal a day\*\* for your cut/);
  });

  it("a supplement asked for a minor is the teenagers' supplements entry", () => {
    for (const [message, language] of [
      ['my 16 year old wants whey for basketball, is it fine?', 'en'],
      ['mon fils a 15 ans il veut de la creatine pour le rugby, ok ?', 'fr'],
    ] as const) {
      const { text } = offlineAnswer({ history: [], message, language, structured: true });
      expect(text).toMatch(/avant 18 ans|under 18/);
      expect(text).toMatch(/créatine, whey|creatine, whey/);
    }
  });
});

describe('a maintenance the member told earlier (twentieth round)', () => {
  it('the bulk asked next starts from it', () => {
    const { text } = converse(['my tdee is around 2700'], 'how much should i eat to bulk then?');
    expect(text).toMatch(new RegExp(`^\\*\\*Aim for about ${figure(2970).source} kcal a day`));
    expect(text).toMatch(figure(2700));
  });

  it('and the cut, said "c\'est" in French', () => {
    const { text } = converse(["ma maintenance c'est 2500 kcal"], 'je mange combien pour sécher ?');
    expect(text).toMatch(new RegExp(`^\\*\\*Vise environ ${figure(2000).source} kcal par jour`));
  });
});

describe('a maintenance told and nothing else asked (twentieth round)', () => {
  it('gives what it means for a cut and a lean bulk, not the same figure again', () => {
    const { text } = converse([], 'my tdee is like 2800');
    expect(text).toMatch(/^\*\*Your maintenance: about 2,?800 kcal a day\.\*\*/);
    expect(text).toMatch(figure(2240));
    expect(text).toMatch(figure(3080));
  });
});
