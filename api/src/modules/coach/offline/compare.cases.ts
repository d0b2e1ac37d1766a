import type { AiRequest } from '../types';
import { comparisonOf } from './compare';
import { offlineAnswer } from './engine';

const ask = (message: string): AiRequest => ({ history: [], message, structured: true });

describe('"X or Y" questions', () => {
  it('whether to change is not a comparison ("ou rester comme ça", "or wait it out")', () => {
    expect(comparisonOf('je devrais passer en split ou rester comme ca ?', 'fr')).toBeUndefined();
    expect(comparisonOf('should i still go back to the gym or wait it out?', 'en')).toBeUndefined();
  });

  it('whether it works or is safe is not a comparison ("ou c\'est de l\'arnaque")', () => {
    expect(comparisonOf("ca marche vraiment ou c'est de l'arnaque ?", 'fr')).toBeUndefined();
    // Seventh round: "an excuse", "a waste of time", "bro science", "worth it or overrated".
    for (const [q, lang] of [
      ["le refeed ca sert a qqch ou c'est juste une excuse pour manger ?", 'fr'],
      ["les etirements c'est utile ou une perte de temps ?", 'fr'],
      ['is stretching worth it or a waste of time?', 'en'],
      ['does creatine work or is it overrated?', 'en'],
      ['creatine or beta alanine for strength?', 'en'],
      ['can i train legs again today or will it slow my recovery?', 'en'],
      ['je retourne a la salle demain ou ca va me ralentir ?', 'fr'],
      ["l'appli fait un programme perso ou c'est juste des conseils generaux ?", 'fr'],
      ['is it a real coach or just a chatbot?', 'en'],
    ] as const) {
      expect([q, comparisonOf(q, lang) === undefined]).toEqual([q, !q.startsWith('creatine or')]);
    }
    expect(comparisonOf("c'est normal ou c'est dangereux ?", 'fr')).toBeUndefined();
    expect(comparisonOf('do they work or are they a scam?', 'en')).toBeUndefined();
    expect(comparisonOf('is that normal or dangerous?', 'en')).toBeUndefined();
    expect(comparisonOf('creatine monohydrate ou HCL ?', 'fr')).toBeDefined();
  });

  it('reads the two sides as the member wrote them, with the rest as the frame', () => {
    expect(comparisonOf('creatine or beta alanine for a beginner', 'en')?.sides).toEqual([
      'creatine',
      'beta alanine',
    ]);
    expect(comparisonOf('whats better for fat loss HIIT or LISS', 'en')?.sides).toEqual([
      'HIIT',
      'LISS',
    ]);
    // A yes/no question is not two subjects.
    expect(comparisonOf('jeune intermittent bon pour la seche ou pas', 'fr')).toBeUndefined();
    expect(comparisonOf('fenetre anabolique mythe ou realite', 'fr')).toBeUndefined();
  });

  it('answers with the entry whose answer already weighs both sides, in the frame asked', () => {
    const { text, suggestions } = offlineAnswer(ask('is rice or oats better pre workout'));
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/^1-3 hours before training/);
    // "haut" and "basse" named by the upper-chest entry are not the squat asked about.
    expect(offlineAnswer(ask('squat barre haute ou barre basse ?')).text).not.toMatch(
      /^Pour le haut des pectoraux/,
    );
  });

  it('answers a comparison an entry holds on both sides (dumbbells or barbell)', () => {
    expect(offlineAnswer(ask('haltères ou barre pour le développé couché ?')).text).toMatch(
      /^Haltères et barre font autant grossir le muscle/,
    );
    expect(offlineAnswer(ask('dumbbells or barbell for building chest')).text).toMatch(
      /^Dumbbells and barbells build muscle equally/,
    );
  });

  it('answers both sides when no single entry weighs them against each other', () => {
    const { text, suggestions } = offlineAnswer(ask('créatine ou bêta-alanine pour un débutant ?'));
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/^\*\*Créatine\*\* : .*3 à 5 g/);
    expect(text).toMatch(/\*\*Bêta-alanine\*\* : .*1 à 4 minutes/);
    const english = offlineAnswer(ask('HIIT or walking for cutting?')).text;
    expect(english).toMatch(/^\*\*HIIT\*\*: /);
    expect(english).toMatch(/\*\*Walking\*\*: .*steps/);
  });

  it('keeps the entry that holds both sides', () => {
    const { text } = offlineAnswer(ask('ppl or upper lower for 4 days a week'));
    expect(text).toMatch(/push\/pull\/legs/);
    expect(text).not.toMatch(/upper chest/i);
  });

  it('asks which subject was meant when one side is unknown to the base', () => {
    // (HCL is now asked by the creatine dose entry, eleventh round: "la monohydrate suffit".)
    // Twelfth round: the one likely entry, naming a side and the rest of the question, answers
    // and says what the coach understood, instead of a single chip.
    const { text, suggestions } = offlineAnswer(ask('creatine monohydrate ou kre-alkalyn ?'));
    expect(text).toMatch(/^Je lis ta question comme « Dose de créatine »\./);
    expect(text).toMatch(/La monohydrate suffit/);
    expect(suggestions).toBeUndefined();
    expect(offlineAnswer(ask('creatine monohydrate ou HCL ?')).text).toMatch(
      /La monohydrate suffit/,
    );
    // No side found on its own, and the usual answer holds one side only: ask too. (The squat's
    // "barre haute ou barre basse" has its own entry since the eighteenth round, part V.)
    const heels = offlineAnswer(ask('squat avec talonnettes ou pieds a plat ?')).text;
    expect(heels).toMatch(/^Je ne suis pas sûr d’avoir compris/);
    expect(offlineAnswer(ask('squat barre haute ou barre basse ?')).text).toMatch(
      /^Au squat, choisis la barre haute/,
    );
  });
});

describe('"X or Y" with one likely entry (twelfth round)', () => {
  it('"or nah" asks whether, it names no second subject', () => {
    expect(comparisonOf('carb cycling on a cut, good idea or nah?', 'en')).toBeUndefined();
    expect(comparisonOf('le refeed ca sert ou bof ?', 'fr')).toBeUndefined();
  });

  it('the only likely entry answers, saying what the coach understood', () => {
    const en = offlineAnswer(ask('which burns more fat, HIIT or LISS'));
    expect(en.suggestions).toBeUndefined();
    expect(en.text).toMatch(/^I read your question as “Cardio for fat loss”\. The type of cardio/);
    const fr = offlineAnswer(ask("pour perdre du gras c'est mieux le HIIT ou le LISS ?"));
    expect(fr.suggestions).toBeUndefined();
    expect(fr.text).toMatch(/^Je lis ta question comme « Cardio pour perdre du gras »\. Le type/);
  });

  it('a side that is a clause is no subject: the single chip stays', () => {
    const { text } = offlineAnswer(ask('are those fitness reels real or am i just slow?'));
    expect(text).not.toMatch(/^I read your question as/);
  });

  it('a single likely entry that names neither side still asks', () => {
    // "talonnettes / pieds à plat": no entry names the sides in the squat's frame.
    const { text } = offlineAnswer(ask('squat avec talonnettes ou pieds a plat ?'));
    expect(text).toMatch(/^Je ne suis pas sûr d’avoir compris/);
  });
});

describe('"X or the same" and a side found on its own (twelfth round)', () => {
  it('"ou c\'est pareil", "or the same" ask whether, no second subject', () => {
    expect(
      comparisonOf("le 16/8 ca aide a secher ou c'est pareil qu'un deficit ?", 'fr'),
    ).toBeUndefined();
    expect(comparisonOf('is fasting better or the same as a normal diet?', 'en')).toBeUndefined();
  });

  it('the entry found for one side on its own answers when it is the only likely one', () => {
    const { text, suggestions } = offlineAnswer(
      ask('jeûne intermittent ou 5 petits repas pour perdre du gras ?'),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/Le jeûne intermittent fait perdre du poids/);
  });
});

describe('two amounts of one thing (twelfth round)', () => {
  it('"1 min or 3 min", "1 min ou 3 min de repos" are no comparison: the usual entry answers', () => {
    expect(
      comparisonOf('should i rest 2 min or 4 min between heavy squat sets?', 'en'),
    ).toBeUndefined();
    expect(
      comparisonOf(
        'entre les séries je prends 1 min ou 3 min de repos pour prendre du muscle ?',
        'fr',
      ),
    ).toBeUndefined();
    expect(
      offlineAnswer(ask('should i rest 2 min or 4 min between heavy squat sets?')).text,
    ).toMatch(/^Rest 2-3 minutes between sets/);
    // Two subjects still are one.
    expect(comparisonOf('creatine or beta alanine for a beginner', 'en')).toBeDefined();
  });
});

describe('"X and Y" in the first question of several (twelfth round)', () => {
  it('each side gets its entry when another "and" follows', () => {
    const { text } = offlineAnswer(
      ask('fish oil and vitamin D, are they worth it for lifting? and what dose?'),
    );
    expect(text).toMatch(/^\*\*Fish oil\*\*: Omega-3s/);
    expect(text).toMatch(/\*\*Vitamin D\*\*: Vitamin D/);
  });
});

describe('"nothing or a bit of X": how much of one thing, not two subjects (fourteenth round)', () => {
  it('does not weigh "tout" against "un peu" and answers the rest-day question', () => {
    expect(
      comparisonOf('le dimanche je reste sans rien faire du tout ou un peu de vélo ?', 'fr'),
    ).toBeUndefined();
    expect(
      comparisonOf('on my off day do nothing or a little bit of cardio?', 'en'),
    ).toBeUndefined();
    const { text } = offlineAnswer(
      ask('jour off : je baisse les glucides ? et je bouge pas du tout ou un peu de marche ?'),
    );
    expect(text).toMatch(/^Les jours de repos/);
    expect(text).not.toMatch(/\*\*Tout\*\*/);
    // A quantity word inside a side that names a subject still compares.
    expect(
      comparisonOf('should i wait until i hit all my reps or go up every session?', 'en'),
    ).toBeDefined();
  });
});

describe('the entry that compares both sides (eighteenth round)', () => {
  it('answers before an entry naming one side by chance, keeping a subject the frame names', () => {
    // "morning" is also creatine timing's word: the time of day's entry compares both sides.
    const { text } = offlineAnswer(
      ask('morning or evening workouts for strength, does it matter?'),
    );
    expect(text).toMatch(/^The best time is the one/);
    expect(text).not.toMatch(/creatine/i);
    // Creatine named in the frame: creatine's timing still answers.
    expect(offlineAnswer(ask('créatine le matin ou le soir, ça change quoi ?')).text).toMatch(
      /créatine/,
    );
  });
});

describe('"too much or too little": how much of one thing, not two subjects (eighteenth round)', () => {
  it('is no comparison when both sides are amounts only', () => {
    for (const [q, lang] of [
      ['im hitting 22 sets of back weekly and no gains, too much or too little?', 'en'],
      ['should i eat more or less on rest days?', 'en'],
      ['15 séries pour les pecs par semaine, c’est trop ou trop peu ?', 'fr'],
      ['4 repas par jour, plutôt plus ou moins ?', 'fr'],
    ] as const) {
      expect([q, comparisonOf(q, lang)]).toEqual([q, undefined]);
    }
    // An amount beside a subject still compares.
    expect(comparisonOf('more sets or more weight to grow?', 'en')).toBeDefined();
    // Not answered as lost periods on "too little" (before: the side-by-side answer).
    expect(
      offlineAnswer(ask('im hitting 22 sets of back weekly and no gains, too much or too little?'))
        .text,
    ).not.toMatch(/^(?:\*\*Too much\*\*|Losing your period)/);
  });
});
