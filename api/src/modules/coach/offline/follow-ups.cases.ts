import type { ChatTurn } from '../types';
import { answerOffline, offlineAnswer } from './engine';
import { isFollowUp } from './conversation';
import { pointsBack } from './aspects';
import {
  BECAUSE_OF_IT,
  leansOnPrevious,
  previousEntry,
  REFERS_BACK,
  sameForOtherMuscle,
} from './follow-ups';
import { questionClause } from './question-type';
import { normalise } from './text';

/** The conversation the coach itself answers, turn by turn, then the follow-up's answer. */
function converse(messages: string[], followUp: string) {
  const history: ChatTurn[] = [];
  for (const message of messages) {
    const reply = answerOffline({ history: [...history], message, structured: true });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  return { history, ...offlineAnswer({ history, message: followUp, structured: true }) };
}

describe('follow-ups leaning on the previous turn (sixteenth round)', () => {
  it("reads the entry the coach's previous answer came from", () => {
    const { history } = converse(['i think i have tennis elbow from too many curls'], 'ok');
    expect(previousEntry(history)).toBe('elbow-pain');
    expect(previousEntry([])).toBeUndefined();
  });

  it('a back-reference or a continuation opener leans on the previous turn', () => {
    expect(leansOnPrevious('do i need to split it into 6 meals or is 3 fine?')).toBe(true);
    expect(leansOnPrevious('ok thanks, and do i need a loading phase first?')).toBe(true);
    expect(isFollowUp('can i get that all from food or do i need shakes')).toBe(true);
    expect(
      leansOnPrevious('is creatine safe for my kidneys if i take 5 g every day for years?'),
    ).toBe(false);
  });

  it("the chip that is the previous answer's entry answers instead of the chips", () => {
    const { text, suggestions } = converse(
      ['how much creatine should i take every day?'],
      'ok thanks, and do i need a loading phase first or can i just start at 5g?',
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/loading phase/i);
  });

  it("the chip the previous entry's neighbours or words name answers (nap, weight-loss plateau)", () => {
    const plateau = converse(
      ['combien de calories pour perdre du gras ? femme 35 ans 1m65 70kg 3 seances par semaine'],
      'ok et si dans un mois la balance a pas bouge je change quoi ?',
    );
    expect(plateau.suggestions).toBeUndefined();
    expect(plateau.text).toMatch(/baisse tes calories/);
    const nap = converse(
      ['Je dors 5h30 par nuit a cause du boulot, ca bloque ma prise de muscle ?'],
      "et la sieste ca compte ou pas ? j'ai 30 min le midi",
    );
    expect(nap.suggestions).toBeUndefined();
    expect(nap.text).toMatch(/sieste/i);
  });

  it('a short message naming a new subject keeps its chips: the previous turn does not choose', () => {
    const sleep = 'Comment optimiser mon sommeil pour mieux récupérer de mes entraînements ?';
    // The sleep guide mentions caffeine and rest: "créatine" is not "créatine et café".
    for (const message of ['créatine', 'repos']) {
      const { suggestions } = converse([sleep], message);
      expect(suggestions?.length ?? 0).toBeGreaterThan(1);
    }
  });

  it('"how much should I take" with no object is the dose of what was just discussed', () => {
    expect(isFollowUp('ok how much should i take for my weight')).toBe(true);
    expect(isFollowUp('how much protein should i take per day')).toBe(false);
    const creatine = converse(['is creatine worth it?'], 'ok how much should i take for my weight');
    expect(creatine.text).toMatch(/^3-5 g of creatine/);
    const omega = converse(['what about fish oil?'], 'how much should i take a day');
    expect(omega.text).toMatch(/EPA/);
  });

  it('a follow-up whose words the previous entry holds gets that entry again', () => {
    const { text } = converse(
      ['I do PPL 6 days a week, 20+ sets per muscle each session'],
      'is that too much volume',
    );
    expect(text).toMatch(/10-20 hard sets per muscle group per week/);
  });

  it('a back-reference is looked up with the question it continues', () => {
    const { text } = converse(
      ['should i deload? been training hard 10 weeks straight'],
      'how do i actually do it tho, just lighter weights?',
    );
    expect(text).toMatch(/deload/i);
  });

  it('training around the injury the previous answer was about, in a longer message', () => {
    const { text } = converse(
      ['je me suis fait une tendinite au coude a force de faire des curls'],
      'du coup je peux encore entrainer le dos ou pas ? les tractions ca tire sur le coude',
    );
    expect(text).toMatch(/coude/);
    expect(text).not.toMatch(/négatives/);
  });

  it('an amount for another goal after the maintenance redoes the calculation for that goal', () => {
    const { text } = converse(
      ["I'm 30M, 5'10, 190 lbs, lift 4x a week, what's my TDEE?"],
      'ok so for a cut how much do i go down to?',
    );
    expect(text).toMatch(/^\*\*Aim for about 2266 kcal a day\*\* for your cut/);
    // A rate asked is the rate's own question, not the calories again.
    const rate = converse(
      ['combien de calories pour secher ? homme 30 ans, 1m83 et 95kg'],
      'et je peux perdre combien par semaine max sans fondre niveau muscle ?',
    );
    expect(rate.text).not.toMatch(/^\*\*Vise environ/);
  });

  it('a continuation whose words the previous entry holds gets it again, however long', () => {
    const { text } = converse(
      ['i take 5g of creatine every day'],
      'and on rest days do i take it too? and what time of day is best for it?',
    );
    expect(text).toMatch(/^Take your 3-5 g of creatine every day, rest days included/);
  });
});

describe('pointing back, one module for every effect (seventeenth round, part T)', () => {
  it('keeps each effect of the patterns moved into follow-ups.ts', () => {
    // conversation.ts: the cause told before, a product taken, a weight change asked about.
    expect(isFollowUp('is that why my lifts are going down?')).toBe(true);
    expect(isFollowUp("c'est pour ça que je stagne ?")).toBe(true);
    expect(isFollowUp('do i take it on rest days too?')).toBe(true);
    expect(isFollowUp("c'est normal que j'ai pris 1 kg ?")).toBe(true);
    // aspects.ts: a pronoun for the thing named in the question before.
    expect(pointsBack('and how often should I take them?')).toBe(true);
    expect(pointsBack('how often should I train legs?')).toBe(false);
  });

  it('a phrasing of the cause told before also points back inside one message', () => {
    expect(REFERS_BACK.test(normalise("c'est pour ça que je stagne ?"))).toBe(true);
    // Only BECAUSE_OF_IT holds this phrasing: added there, it points back here too.
    expect(REFERS_BACK.test(normalise('ce serait la raison de ma fatigue ?'))).toBe(true);
    expect(
      questionClause('je dors 5h par nuit depuis un mois. alors c est pour ca que je stagne ?'),
    ).toBe('je dors 5h par nuit depuis un mois. alors c est pour ca que je stagne ?');
    expect(BECAUSE_OF_IT.test(normalise('pourquoi je stagne ?'))).toBe(false);
  });
});

describe('the previous question asked again for another muscle (nineteenth round)', () => {
  it('rewrites the previous question with the muscle named', () => {
    expect(
      sameForOtherMuscle('pareil pour les jambes ?', 'combien de séries pour les pecs ?'),
    ).toBe('combien de series pour les jambes ?');
    expect(sameForOtherMuscle('and for legs?', 'how many sets a week for chest?')).toBe(
      'how many sets a week for legs?',
    );
    expect(sameForOtherMuscle('and legs?', "i'm back in the gym, how many days?")).toBeUndefined();
    expect(sameForOtherMuscle('et le dos ?', 'combien de protéines par jour ?')).toBeUndefined();
    expect(sameForOtherMuscle('et le dos ?', undefined)).toBeUndefined();
  });

  it('answers the sets a week for the muscle asked, not chips', () => {
    const { text, suggestions } = converse(
      ['combien de series par semaine pour les biceps ?'],
      'pareil pour les epaules ?',
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/séries/);
  });
});

describe('"why?" alone after an answer (twentieth round)', () => {
  it.each([
    ["j'ai pris 2 kg depuis que j'ai commencé la muscu, c'est normal ?", 'pk ?', /^Je reformule/],
    ['how much water should i drink a day', 'why tho?', /^Let me put it another way/],
  ])('after "%s", "%s" rewords that answer', (first, why, lead) => {
    const { history, text, trace } = converse([first], why);
    expect(text).toMatch(lead);
    expect(previousEntry(history)).toBeDefined();
    expect(trace?.entry).toBe(previousEntry(history));
  });

  it('a why that asks something else is its own question', () => {
    const { text } = converse(['how much water should i drink a day'], 'why am i always so tired');
    expect(text).not.toMatch(/^Let me put it another way/);
  });
});

describe('a bare number weighed after an answer (twentieth round)', () => {
  it('"is 900 a day too much?" after the deficit is that entry again, not caffeine', () => {
    const { history, trace } = converse(
      ['how big should my calorie deficit be on a cut'],
      'is 900 a day too much?',
    );
    expect(previousEntry(history)).toBeDefined();
    expect(trace?.entry).toBe(previousEntry(history));
  });
});

describe('"can i still squat?" after an injury told (twentieth round)', () => {
  it('trains around the injury, not the lift’s chips', () => {
    const { text } = converse(
      ['I think I sprained my ankle playing basketball yesterday'],
      'can i still squat?',
    );
    expect(text).toMatch(/^After a sprain/);
  });
});
