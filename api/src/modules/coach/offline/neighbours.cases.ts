import type { Language } from '../types';
import { offlineAnswer } from './engine';

const answer = (message: string, language: Language) =>
  offlineAnswer({ history: [], message, structured: true, language });

describe('the trace names the entry that answers (eighteenth round, part W)', () => {
  // Each answered by another entry than retrieval's first hit (the classifier's pick, the title
  // named, a state of the body): the signals were those of the first hit.
  it.each([
    ["I can't gain weight?", 'en'],
    ['how do i know when to add weight? im doing 3x10 on lat pulldown and it feels ok', 'en'],
    ['comment arreter la cafeine sans mal de tete ?', 'fr'],
    ['been lifting 2 months and im starving all the time lol normal?', 'en'],
    ['je prends de la creatine, je peux boire un verre ce soir ?', 'fr'],
  ] as const)('%s', (message, language) => {
    const { trace } = answer(message, language);
    expect(trace?.entry).toBeDefined();
    if (trace?.signals) expect(trace.signals.entry).toBe(trace.entry);
  });
});

describe('the neighbour the asking clause names (askedNeighbour, part W)', () => {
  // Retrieval's first hit passed the gate on the story's words; the classifier's best guess is
  // retrieval's second or third hit and alone holds a rare word of the asking clause.
  it.each([
    // Twentieth round: "how much protien should a woman eat, same as a guy?" was this case; its
    // typo now read as "protein", it is the protein calculation's question.
    [
      'i do 100 crunches every day at the end of my workout, will that burn my belly fat?',
      'en',
      'spot-reduction',
    ],
  ] as const)('%s', (message, language, entry) => {
    const { trace } = answer(message, language);
    expect(trace).toMatchObject({ outcome: 'entry', entry });
    expect(trace?.signals?.entry).toBe(entry);
  });

  it("a rare word the first hit holds names the member's subject: it keeps answering", () => {
    const { trace } = answer("bras maigres et petit bidon, je dois secher d'abord ?", 'fr');
    expect(trace?.entry).toBe('skinny-fat');
  });

  it('two subjects each holding a word of the clause keep retrieval choice', () => {
    // "vitamin d" and "fish oil": each entry holds a rare word the other misses.
    const { trace } = answer('vitamin d and fish oil worth it?', 'en');
    expect(trace?.entry).toBe('omega-3');
  });
});
