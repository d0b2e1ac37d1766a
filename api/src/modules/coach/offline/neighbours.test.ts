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
