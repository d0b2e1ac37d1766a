import type { Language } from '../types';
import { offlineAnswer } from './engine';
import { previousEntry } from './follow-ups';
import { leadQuestion, questionClause, questionLead } from './question-type';

/** The entry the coach answered with (none for chips), read back from its text. */
function answeredWith(message: string, language: Language): string | undefined {
  const { text, suggestions } = offlineAnswer({ history: [], message, structured: true, language });
  if (suggestions) return undefined;
  return previousEntry([
    { role: 'user', content: message },
    { role: 'assistant', content: text },
  ]);
}

describe('long messages: the sentence that asks leads (seventeenth round, part T)', () => {
  it('gives the lead to the asking sentence before one that points back at it', () => {
    expect(
      questionClause(
        'is it normal that my calves never get sore? does that mean they stopped growing?',
      ),
    ).toBe('is it normal that my calves never get sore?');
    expect(
      questionClause("je n'ai plus jamais de courbatures. Du coup mes seances servent a rien ?"),
    ).toBe("je n'ai plus jamais de courbatures. du coup mes seances servent a rien ?");
  });

  it('gives the lead to the asking sentence before one that asks nothing of its own', () => {
    expect(questionClause('est-ce que le cardio a jeun brule plus de gras ? des conseils ?')).toBe(
      'est-ce que le cardio a jeun brule plus de gras ?',
    );
    expect(questionLead('should i eat carbs before bed? any tips?').sentence).toBe(
      'should i eat carbs before bed?',
    );
  });

  it('reads a short clause pointing back with the clause before it', () => {
    expect(questionClause('my shoulders never get sore anymore, is that normal?')).toBe(
      'my shoulders never get sore anymore, is that normal?',
    );
    // A clause naming its own subject stays the question.
    expect(
      questionClause('fentes et squat le même jour, ça compte comment pour les quadriceps ?'),
    ).toBe('ca compte comment pour les quadriceps ?');
  });

  it('finds the lead of a story told first, and none for one sentence or two questions', () => {
    expect(leadQuestion('new dad, sleeping 5h. is creatine worth it?')?.lead).toBe(
      'is creatine worth it?',
    );
    // Pointing back: the sentence pointed at is the subject, the asking sentence an aspect.
    expect(leadQuestion('I sleep 5 hours a night on shifts. Does that hurt my gains?')).toEqual({
      lead: 'i sleep 5 hours a night on shifts.',
      followers: 'does that hurt my gains?',
    });
    // "je la poste" stands for the thing named in the sentence before.
    expect(leadQuestion("j'ai fini ma transfo. je la poste ou ?")?.lead).toBe(
      "j'ai fini ma transfo.",
    );
    expect(leadQuestion('is creatine worth it?')).toBeUndefined();
    expect(leadQuestion('is creatine worth it? and how much a day?')).toBeUndefined();
  });

  it("answers the asking sentence's subject when the story's words offered other chips", () => {
    // The story (kids, sleep, running) found chips; "surentraînement" names the subject.
    expect(
      answeredWith(
        "Je suis maman de deux enfants, je dors mal et je cours le dimanche. Mes seances de muscu sont de plus en plus dures et je suis videe. C'est du surentrainement ?",
        'fr',
      ),
    ).toBe('overtraining');
    expect(
      answeredWith(
        'went carnivore a month ago, dropped 4 kg the first week and then nothing. did i wreck my metabolism?',
        'en',
      ),
    ).toBe('metabolism-damage');
  });

  it('answers the subject a sentence points back at, not the pointing words', () => {
    expect(
      answeredWith(
        "i don't get doms in my back anymore even after heavy rows, is that normal?",
        'en',
      ),
    ).toBe('doms');
    expect(
      answeredWith(
        "Je fais de la muscu depuis 8 mois et j'ai perdu 12 kg. Mes potes me poussent a poster ma transfo. Je la poste comment pour que ca fasse pas frimeur ?",
        'fr',
      ),
    ).toBe('posting-transformation');
  });

  it('reads a sentence without a question mark as story when the member writes them', () => {
    // "he does heavy bench" holds "does" but asks nothing: the question before it leads.
    expect(
      questionLead(
        '19F, never lifted. should i follow the same plan as my brother? he does heavy chest days',
      ).sentence,
    ).toBe('should i follow the same plan as my brother?');
    expect(
      leadQuestion(
        '19F, never lifted. should i follow the same plan as my brother? he does heavy chest days',
      )?.lead,
    ).toBe('should i follow the same plan as my brother?');
    // Without question marks, a sentence asking anywhere still asks.
    expect(
      questionLead('je suis en seche. je sais pas combien de proteines je dois manger').sentence,
    ).toBe('je sais pas combien de proteines je dois manger');
  });

  it("keeps the story's entry when the asking sentence's rare word is no entry's subject", () => {
    // "organiser" is asked by the ramadan entry only: the night shift told first keeps its entry.
    expect(
      answeredWith(
        "je travaille de nuit a l'usine (22h-6h) et je sais jamais quand manger, je grignote. Comment organiser mes repas ?",
        'fr',
      ),
    ).toBe('shift-work');
  });
});
