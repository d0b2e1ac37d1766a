import type { KnowledgeHit } from '../knowledge';
import { offlineAnswer } from './engine';
import { agreedChip, classifierAgrees, classifierPick, SUBJECT_MODEL } from './clarify';
import {
  answeringEntry,
  classifySubject,
  features,
  labelledQuestions,
  trainModel,
  classifyWith,
  SUBJECT_FEATURES,
} from './subject-model';

describe('subject classifier (issue 41, sixth round)', () => {
  it('reads character n-grams of the folded text, and the question clause twice', () => {
    const f = features('Je stagne au DC. Combien de séries ?');
    expect(f.get('c:ser')).toBeGreaterThan(0);
    expect(f.get('w:series')).toBe(3);
    expect(f.get('w:stagne')).toBe(1);
  });

  it('learns subjects past the exact words (typos, inflections)', () => {
    const model = trainModel([
      { text: 'temps de repos entre les séries', entry: 'rest' },
      { text: 'combien de protéines par jour', entry: 'protein' },
    ]);
    expect(classifyWith(model, 'cb de proteinnes par jours stp')[0]?.entry).toBe('protein');
    expect(classifyWith(model, 'je me repose cmb entre mes serie')[0]?.entry).toBe('rest');
  });

  it('reads a word it never saw as the known word one edit away (seventeenth round)', () => {
    const model = trainModel([
      { text: 'la glutamine sert a quoi', entry: 'glutamine' },
      { text: 'combien de proteines par jour', entry: 'protein' },
      { text: 'squat barre haute ou barre basse', entry: 'squat' },
      { text: 'les brulent graisses marchent', entry: 'burner' },
      { text: 'developpe couche prise large', entry: 'bench' },
    ]);
    const same = (misspelt: string, written: string) =>
      expect(classifyWith(model, misspelt)).toEqual(classifyWith(model, written));
    // A letter swapped, added, dropped: the same features as the word written right.
    same('la glutamnie sert a quoi', 'la glutamine sert a quoi');
    same('mon squatt barre haute', 'mon squat barre haute');
    same('combien de protines', 'combien de proteines');
    expect(classifyWith(model, 'la glutamnie sert a quoi')[0]).toEqual({
      entry: 'glutamine',
      similarity: expect.any(Number),
    });
    // An ending (the grams read inflections) and a changed letter are not corrected.
    expect(classifyWith(model, 'les brulentt')).toEqual(classifyWith(model, 'les brulent'));
    expect(classifyWith(model, 'les brulen')).not.toEqual(classifyWith(model, 'les brulent'));
    expect(classifyWith(model, 'touche')).not.toEqual(classifyWith(model, 'couche'));
    // Without the correction, the misspelt word is only its character grams.
    SUBJECT_FEATURES.correct = false;
    try {
      const off = trainModel([
        { text: 'la glutamine sert a quoi', entry: 'glutamine' },
        { text: 'combien de proteines par jour', entry: 'protein' },
      ]);
      expect(classifyWith(off, 'la glutamnie sert a quoi')).not.toEqual(
        classifyWith(off, 'la glutamine sert a quoi'),
      );
    } finally {
      SUBJECT_FEATURES.correct = true;
    }
  });

  it('names the subject of a member question in both languages', () => {
    expect(classifySubject('does stretching after a workout help at all?', 'en')[0]?.entry).toBe(
      'stretching',
    );
    expect(classifySubject('je devrais prendre de la vitamine d en hiver ?', 'fr')[0]?.entry).toBe(
      'vitamin-d',
    );
  });

  it('agrees only with an entry among its best guesses', () => {
    const guesses = [
      { entry: 'a', similarity: 0.5 },
      { entry: 'b', similarity: 0.4 },
      { entry: 'c', similarity: 0.1 },
    ];
    expect(classifierAgrees('a', guesses)).toBe(true);
    expect(classifierAgrees('b', guesses)).toBe(true);
    expect(classifierAgrees('c', guesses)).toBe(false);
    expect(classifierAgrees('d', guesses)).toBe(false);
  });

  it('agrees only with a guess close to its best one (70 %)', () => {
    const guesses = [
      { entry: 'deload', similarity: 0.63 },
      { entry: 'days-per-week', similarity: 0.43 },
    ];
    expect(classifierAgrees('deload', guesses)).toBe(true);
    expect(classifierAgrees('days-per-week', guesses)).toBe(false);
  });

  it("answers with retrieval's first chip when it is also the classifier's best guess", () => {
    const chips = [{ entry: { id: 'rest-days' } }, { entry: { id: 'beginner-start' } }];
    expect(
      agreedChip(chips, [
        { entry: 'rest-days', similarity: 0.3 },
        { entry: 'beginner-start', similarity: 0.29 },
      ]),
    ).toBe(chips[0]);
    // The classifier's best guess is another chip, or it is not sure at all: chips stay.
    expect(
      agreedChip(chips, [
        { entry: 'beginner-start', similarity: 0.3 },
        { entry: 'rest-days', similarity: 0.29 },
      ]),
    ).toBeUndefined();
    expect(agreedChip(chips, [{ entry: 'rest-days', similarity: 0.2 }])).toBeUndefined();
  });

  it('answers a question the gate doubted when the classifier is sure of one of its chips', () => {
    const ask = (message: string, language: 'fr' | 'en') =>
      offlineAnswer({ message, history: [], language, structured: true });
    const fr = ask('jours de repos par semaine en tant que debutant, combien ?', 'fr');
    expect(fr.text).not.toMatch(/Tu parles de/);
    expect(fr.text).toMatch(/jours sans musculation par semaine/);
    const en = ask('how many rest days a week as a beginner lifter?', 'en');
    expect(en.text).toMatch(/days a week without lifting/);
  });

  it("answers with the classifier's sure guess when retrieval ranked it among its best hits", () => {
    // Retrieval ranks soreness first (its "how long" questions); the classifier is sure of the
    // session length. (Fourteenth round: the deload example of before is now found by retrieval
    // alone, so it no longer shows the classifier's part.) Fifteenth round: the threshold is set
    // from the classifier's own similarity, so regenerating the labels (which moves it by a few
    // hundredths) does not flip the test: sure from its similarity, the guess answers; sure only
    // above it, retrieval's entry does not.
    const message = 'How long should a workout last?';
    const ask = () => offlineAnswer({ message, history: [], language: 'en', structured: true });
    const [best] = classifySubject(message, 'en');
    expect(best?.entry).toBe('session-length');
    const sure = SUBJECT_MODEL.sure;
    try {
      SUBJECT_MODEL.sure = best!.similarity;
      expect(ask().text).toMatch(/^45-75 minutes is enough for most sessions/);
      SUBJECT_MODEL.sure = best!.similarity + 0.01;
      expect(ask().text).not.toMatch(/^45-75 minutes is enough for most sessions/);
    } finally {
      SUBJECT_MODEL.sure = sure;
    }
  });

  it('picks among chips only the guess it is sure of', () => {
    const chips = [{ entry: { id: 'a' } }, { entry: { id: 'b' } }];
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.6 },
        { entry: 'a', similarity: 0.2 },
      ]),
    ).toBe(chips[1]);
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.6 },
        { entry: 'a', similarity: 0.58 },
      ]),
    ).toBeUndefined();
    expect(classifierPick(chips, [{ entry: 'b', similarity: 0.1 }])).toBeUndefined();
    // Sixteenth round: sure from 0.38 (0.4 before: the regenerated labels moved "Is it bad to do
    // the same workout every week?" from 0.401 to 0.398), no margin over its own next guess.
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.39 },
        { entry: 'x', similarity: 0.36 },
        { entry: 'a', similarity: 0.1 },
      ]),
    ).toBe(chips[1]);
  });

  it('picks a clear winner among chips whatever its level, never a near tie (sixteenth round)', () => {
    const chips = [{ entry: { id: 'a' } }, { entry: { id: 'b' } }];
    // Below `pick` (0.4), the classifier's best guess over every entry, 0.1 ahead of the other
    // chip and of its own next guess: it answers.
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.3 },
        { entry: 'x', similarity: 0.2 },
        { entry: 'a', similarity: 0.15 },
      ]),
    ).toBe(chips[1]);
    // The same lead, less than `pickMargin` over its own next guess (another entry): it asks.
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.3 },
        { entry: 'x', similarity: 0.27 },
        { entry: 'a', similarity: 0.15 },
      ]),
    ).toBeUndefined();
    // A near tie between the two chips asks, at any level.
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.3 },
        { entry: 'a', similarity: 0.27 },
      ]),
    ).toBeUndefined();
    // A chip the classifier did not rank counts as its last guess, not 0.
    expect(
      classifierPick(chips, [
        { entry: 'b', similarity: 0.3 },
        { entry: 'y', similarity: 0.28 },
      ]),
    ).toBeUndefined();
    // Not the classifier's best guess over every entry: below `pick`, no margin decides.
    expect(
      classifierPick(chips, [
        { entry: 'x', similarity: 0.35 },
        { entry: 'b', similarity: 0.3 },
        { entry: 'a', similarity: 0.1 },
      ]),
    ).toBeUndefined();
  });

  it('keeps a clear retrieval winner from a lower share of the best guess (sixteenth round)', () => {
    const guesses = [
      { entry: 'spot-reduction', similarity: 0.39 },
      { entry: 'keto', similarity: 0.32 },
      { entry: 'cardio-fat-loss', similarity: 0.25 },
    ];
    const hit = (id: string, score: number) =>
      ({ entry: { id }, score, questionTerms: 1 }) as unknown as KnowledgeHit;
    // 64 % of the best guess: under `share` (70 %), chips...
    expect(classifierAgrees('cardio-fat-loss', guesses)).toBe(false);
    expect(
      classifierAgrees('cardio-fat-loss', guesses, [hit('cardio-fat-loss', 10), hit('keto', 9)]),
    ).toBe(false);
    // ...unless retrieval leads its next hit by `retrievalLead` (1.3): from `leadShare` (55 %).
    expect(
      classifierAgrees('cardio-fat-loss', guesses, [hit('cardio-fat-loss', 10), hit('keto', 7)]),
    ).toBe(true);
    expect(classifierAgrees('cardio-fat-loss', guesses, [hit('cardio-fat-loss', 10)])).toBe(true);
    // Far under the best guess, or outside its 3 best, it never agrees.
    const far = [guesses[0]!, guesses[1]!, { entry: 'cardio-fat-loss', similarity: 0.2 }];
    expect(classifierAgrees('cardio-fat-loss', far, [hit('cardio-fat-loss', 10)])).toBe(false);
    expect(classifierAgrees('whey', guesses, [hit('whey', 10)])).toBe(false);
  });

  it('turns a retrieved neighbour the classifier disagrees with into chips naming both', () => {
    // Thirty-second round: the deload's question of before is now found by retrieval itself;
    // twenty-seventh round of issue 41: so is fasted training's, and water retention takes its
    // place.
    const message = 'why am i so bloated and holding water?';
    const ask = () => offlineAnswer({ message, history: [], language: 'en', structured: true });
    // The classifier reads water retention, far ahead of every other guess; retrieval finds another
    // entry. Fifteenth round: whether the classifier is sure enough to answer alone depends on
    // its similarity against `SUBJECT_MODEL.sure` (0.6), which regenerated labels move: the
    // threshold is set from its similarity, so the test shows the rule, not where the model
    // stands today.
    const [best, second] = classifySubject(message, 'en');
    expect(best?.entry).toBe('water-retention');
    expect(second!.similarity).toBeLessThan(best!.similarity * 0.7);
    const sure = SUBJECT_MODEL.sure;
    try {
      // Not sure enough to answer alone: chips naming retrieval's entry and water retention.
      SUBJECT_MODEL.sure = best!.similarity + 0.01;
      const { text, suggestions } = ask();
      expect(text).toMatch(/Do you mean/);
      expect(suggestions?.map((s) => s.label).join(' ')).toMatch(/water retention/i);
      SUBJECT_MODEL.mode = 'off';
      expect(ask().text).not.toMatch(/Do you mean/);
    } finally {
      SUBJECT_MODEL.mode = 'agree';
      SUBJECT_MODEL.sure = sure;
    }
  });

  it('names the entry a right answer opens with, not an aspect added after it (the labels)', () => {
    // "How long should a workout last?": retrieval's gate found soreness, the classifier's sure
    // guess answered with the session length: that is the question's label (since part W of the
    // eighteenth round the trace names it too, with its own signals).
    const message = 'How long should a workout last?';
    const { text, trace } = offlineAnswer({
      message,
      history: [],
      language: 'en',
      structured: true,
    });
    expect(trace?.entry).toBe('session-length');
    if (trace?.signals) expect(trace.signals.entry).toBe('session-length');
    expect(answeringEntry(text, 'en')).toBe('session-length');
    const fr = offlineAnswer({
      message: 'une séance de muscu doit durer combien de temps ?',
      history: [],
      language: 'fr',
      structured: true,
    });
    expect(answeringEntry(fr.text, 'fr')).toBe('session-length');
    // An aspect added after the main answer does not name it; no entry's phrasing, no entry.
    const entries = [
      { id: 'a', a: { fr: ['x'], en: ['First entry opens with these very words.'] } },
      { id: 'b', a: { fr: ['x'], en: ['Second entry opens with its own words here.'] } },
    ] as unknown as Parameters<typeof answeringEntry>[2];
    const both =
      'First entry opens with these very words.\n\nSecond entry opens with its own words here.';
    expect(answeringEntry(both, 'en', entries)).toBe('a');
    // Markdown and case are ignored.
    expect(answeringEntry('**Second ENTRY** opens with its own words here.', 'en', entries)).toBe(
      'b',
    );
    expect(answeringEntry('Nothing of the kind.', 'en', entries)).toBeUndefined();
  });
});

describe('the labels of the entries that had none (eighteenth round, `--new-entries`)', () => {
  const labels = labelledQuestions();
  it('labels the entries added since, without the labels that misled the classifier', () => {
    expect(labels.length).toBeGreaterThanOrEqual(1750);
    expect(labels.some((l) => l.entry === 'shoulder-pain')).toBe(true);
    // "should" is how members ask: a shoulder label holding it read "should i do sodium loading
    // before my show" as the shoulder (confidence.cases.ts).
    expect(
      labels.filter(
        (l) => l.entry === 'shoulder-pain' && l.lang === 'en' && /\bshould\b/.test(l.q),
      ),
    ).toEqual([]);
    // "back from an injury" read "new mom wanting to get back in shape" as the injury's return.
    expect(
      labels.filter(
        (l) => l.entry === 'return-after-injury' && l.lang === 'en' && /\bback\b/.test(l.q),
      ),
    ).toEqual([]);
    // A first-timer of 55 whose doctor wants them lifting is no injury to train around.
    expect(labels.find((l) => l.q.startsWith("i'm 55 and have never lifted"))?.entry).not.toBe(
      'training-around-injury',
    );
  });

  it('reads "should i ..." without the shoulder, and a return to shape after a baby as such', () => {
    expect(
      classifySubject('should i do sodium loading before my physique show', 'en', 5).map(
        (g) => g.entry,
      ),
    ).not.toContain('shoulder-pain');
    expect(
      classifySubject('new mom wanting to get back in shape, tips?', 'en', 3).map((g) => g.entry),
    ).toContain('postpartum-return');
  });
});
