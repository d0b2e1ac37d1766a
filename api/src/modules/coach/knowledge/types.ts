import { COACH_TOPICS, type CoachTopic } from '@zak/contract';
import type { MemberFacts } from '../types';

/** The knowledge base's areas; `topic` of an entry. */
export const KNOWLEDGE_TOPICS = [
  'training',
  'nutrition',
  'recovery',
  'supplements',
  'injury',
  'content',
  'service',
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

/** The offline coach's full guides an entry can lead into (its detail, after the direct answer). */
export const GUIDES = COACH_TOPICS;
export type Guide = CoachTopic;

/** A member fact an entry can use (keys of MemberFacts). */
export type FactKey = Exclude<keyof MemberFacts, 'weightUnit'>;

/** Text in both languages. */
export interface Bilingual<T> {
  fr: T;
  en: T;
}

/**
 * One short entry of the knowledge base, kept as data in `entries/*.json`.
 * - `q`: how members ask it (paraphrases and keywords, `;`-separated), what retrieval searches.
 * - `a`: the direct answer, one to three sentences; several phrasings for regenerate.
 * - `af`: the same answer with the member's numbers (`{placeholders}` of values.ts), used when
 *   every fact in `facts` is known.
 * - `more`: detail that serves the question, most useful first.
 * - `ask`: when the facts are missing, the answer ends with one question asking for them.
 * - `sources`: where each number comes from (required when the text claims one).
 * - `guide`: a broad question ("which supplements?") is followed by that full guide as its detail.
 */
export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  guide?: Guide;
  q: Bilingual<string>;
  a: Bilingual<string[]>;
  af?: Bilingual<string[]>;
  more?: Bilingual<string[]>;
  facts?: FactKey[];
  ask?: boolean;
  sources?: string[];
}

/** The JSON shape: `a`, `af` and `more` may be one string instead of a list. */
export interface RawEntry {
  id: string;
  topic: string;
  guide?: string;
  q: Bilingual<string>;
  a: Bilingual<string | string[]>;
  af?: Bilingual<string | string[]>;
  more?: Bilingual<string | string[]>;
  facts?: string[];
  ask?: boolean;
  sources?: string[];
}
