import {
  previousAnswers,
  resolveQuestion,
  searchText,
  userMessages,
} from '../offline/conversation';
import { collectFacts } from '../offline/facts';
import { detectLanguage } from '../offline/text';
import type { AiRequest, Language } from '../types';
import { searchKnowledge, type KnowledgeHit } from './index';
import { factValues, fill } from './values';

/** Entries given to a model for one question, best first. */
const GROUNDING_ENTRIES = 3;
/** Below this BM25 score an entry is not about the question (the offline coach's own bar). */
const MIN_SCORE = 15;

/** The knowledge entries about the member's message (a follow-up with its previous question). */
export function groundingHits(request: AiRequest): KnowledgeHit[] {
  const earlier = userMessages(request.history);
  const { query, followUp } = resolveQuestion(request.message, earlier);
  const language = detectLanguage(query);
  return searchKnowledge(
    searchText(query),
    language,
    [],
    GROUNDING_ENTRIES,
    followUp ? searchText(request.message) : undefined,
  ).filter((hit) => hit.score >= MIN_SCORE && hit.questionTerms >= 1);
}

/**
 * Reference notes for a model's system prompt: the retrieved entries in the answer's language,
 * with the member's numbers filled in, their details and sources, and the instruction to prefer
 * them. Undefined when the knowledge base has nothing on the question.
 */
export function groundingNotes(request: AiRequest, language: Language): string | undefined {
  const hits = groundingHits(request);
  if (hits.length === 0) return undefined;
  const facts = {
    ...request.member,
    ...collectFacts([...userMessages(request.history), request.message]),
  };
  const values = factValues(facts, language);
  const notes = hits.map(({ entry }, i) => {
    const known = (entry.facts ?? []).every((key) => facts[key] !== undefined);
    const answer = (known && entry.af ? entry.af : entry.a)[language][0] ?? '';
    const details = (entry.more?.[language] ?? []).map((d) => fill(d, values)).join(' ');
    const sources = entry.sources?.length ? ` (Sources: ${entry.sources.join('; ')})` : '';
    return `[${i + 1}] ${fill(answer, values)}${details ? ` ${details}` : ''}${sources}`;
  });
  const regenerated = previousAnswers(request.history, request.message).length > 0;
  return [
    'Reference notes from the Zak Coaching knowledge base for this question (curated, with sources). Prefer their facts and numbers over your own; if they do not cover the question, answer from your expertise. Do not mention the notes themselves.',
    'Answer the question first, in one to three sentences with the member’s numbers, then only the detail that serves it, then at most one question if something essential is missing.',
    ...(regenerated
      ? [
          'The member asked for a new answer to the same message: word it differently, same numbers.',
        ]
      : []),
    ...notes,
  ].join('\n');
}
