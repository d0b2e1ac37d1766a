import type { KnowledgeHit } from '../knowledge';
import type { ChatSuggestion, Language } from '../types';
import { paragraph, type Block } from './document';
import { translator } from './text';

/**
 * The retrieval gate: when the knowledge base's best entry does not clearly hold the question's
 * subject, the coach says so and offers the likely subjects as chips instead of answering the
 * wrong one with confidence.
 *
 * Not sure = a different entry scores almost as high (`CLOSE` of the best score) and the best one
 * shares no more of the question's words with its own questions than that runner-up does, or
 * shares only one: two subjects fit the words equally and nothing in the question picks one.
 * Tuned on the tuning set only (eval/coach-eval.json; `npm run bench:coach`).
 */
export const CLOSE = 0.9;
/** At most this many chips. */
const MAX_CHOICES = 3;

/** The entries to offer when the best hit is not a confident answer; none when it is. */
export function uncertainChoices(hits: readonly KnowledgeHit[]): KnowledgeHit[] {
  const [best, ...rest] = hits;
  if (!best) return [];
  const close = rest.filter(
    (hit) => hit.entry.id !== best.entry.id && hit.score >= best.score * CLOSE,
  );
  const runner = close[0];
  if (!runner) return [];
  const weak = best.questionTerms <= 1 || best.questionTerms < runner.questionTerms;
  return weak ? [best, ...close].slice(0, MAX_CHOICES) : [];
}

/** The entry's first way of asking it, as a question the member could send. */
export function entryQuestion(hit: KnowledgeHit, language: Language): string {
  const first = (hit.entry.q[language].split(';')[0] ?? '').trim();
  const sentence = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  if (/[?!.]$/.test(sentence)) return sentence;
  return language === 'fr' ? `${sentence} ?` : `${sentence}?`;
}

/** One chip per likely entry: its label and the message tapping it sends. */
export function suggestionsFor(
  hits: readonly KnowledgeHit[],
  language: Language,
): ChatSuggestion[] {
  return hits.map((hit) => {
    const question = entryQuestion(hit, language);
    return { label: question, message: question };
  });
}

const quoted = (text: string, language: Language) =>
  language === 'fr' ? `« ${text.replace(/\s*[?!.]$/, '')} »` : `“${text.replace(/[?!.]$/, '')}”`;

/** "Tu parles de X, ou de Y ?": what the coach understood and the subjects it hesitates between. */
export function clarifyingAnswer(hits: readonly KnowledgeHit[], language: Language): Block[] {
  const t = translator(language);
  const options = hits.map((hit) => quoted(entryQuestion(hit, language), language));
  const last = options.pop() ?? '';
  const choices =
    options.length > 0 ? `${options.join(', ')}${t(', ou de ', ', or ')}${last}` : last;
  return [
    paragraph(
      t(
        `Je ne suis pas sûr d’avoir compris ta question. Tu parles de ${choices} ?`,
        `I am not sure I understood your question. Do you mean ${choices}?`,
      ),
    ),
    paragraph(
      t(
        'Choisis ci-dessous, ou redis-le-moi avec un mot de plus et je te réponds précisément.',
        'Pick one below, or say it again with a word or two more and I will answer precisely.',
      ),
    ),
  ];
}
