import type { KnowledgeHit } from '../knowledge';
import type { Language } from '../types';
import { ASKS_NOTHING_OF_ITS_OWN, NAMED_BEFORE, REFERS_BACK } from './follow-ups';
import { normalise } from './text';

/**
 * Question-type agreement (issue 41): the entry that answers must answer the kind of question
 * asked, not only its subject. "How much creatine?" wants a number; "is creatine safe?" the
 * safety entry; "why..." an explanation; "when..." a timing; "which/best..." a choice; "how
 * to..." a method. Retrieval's words name the subject; these markers, which retrieval drops as
 * stop words, pick among the entries about that subject.
 */
export type QuestionType = 'amount' | 'safety' | 'why' | 'when' | 'which' | 'how';

const TYPES: [QuestionType, RegExp][] = [
  [
    'safety',
    /\b(?:dangere\w*|danger|risques?|risky|safe|safely|dangerous|grave|bad for|mauvais pour|nocif|harmful|sans risque|bad for you|side effects?|effets? secondaires?|toxique|toxic)\b/,
  ],
  [
    'amount',
    /\b(?:combien|how much|how many|how long|quelle quantite|how often|tous les combien|a quelle frequence|quelle dose|what dose|dosage)\b/,
  ],
  ['why', /\b(?:pourquoi|why)\b/],
  ['when', /\b(?:quand|when|a quel moment|what time|best time|quelle heure|moment)\b/],
  ['which', /\b(?:quels?|quelles?|which|best|meilleure?s?|lequel|laquelle)\b/],
  ['how', /\b(?:comment|how (?:to|do|can|should)|how i)\b/],
];

/** The kinds of question the text asks, most specific first. */
export function questionTypes(text: string): QuestionType[] {
  const t = normalise(text);
  return TYPES.filter(([, pattern]) => pattern.test(t)).map(([type]) => type);
}

/** The entry answers this kind of question: one of its ways of asking is of that kind. */
export function agrees(hit: KnowledgeHit, type: QuestionType, language: Language): boolean {
  const asked = normalise(hit.entry.q[language]);
  const [pattern] = TYPES.filter(([kind]) => kind === type).map(([, p]) => p);
  if (type === 'amount') {
    // A number question is answered by an entry that gives numbers.
    return /\d/.test(hit.entry.a[language].join(' ')) || (pattern?.test(asked) ?? false);
  }
  return pattern?.test(asked) ?? false;
}

/** Another hit this far below the chosen one can still take its place. */
const SHARE = 0.3;

/**
 * The chosen hit, or another one about the same subject (it holds every question word the
 * chosen one holds) that answers the kind of question asked when the chosen one does not.
 */
export function agreeingHit(
  chosen: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  question: string,
  language: Language,
): KnowledgeHit {
  const [type] = questionTypes(question);
  if (!type || agrees(chosen, type, language)) return chosen;
  const subject = chosen.asked ?? [];
  if (subject.length === 0) return chosen;
  const other = hits.find(
    (hit) =>
      hit.entry.id !== chosen.entry.id &&
      hit.score >= chosen.score * SHARE &&
      subject.every((term) => hit.asked?.includes(term)) &&
      agrees(hit, type, language),
  );
  return other ?? chosen;
}

/**
 * Among the entries the gate hesitates between, the only one that answers the kind of question
 * asked ("is X safe?": the one entry asking whether it is safe), if there is exactly one.
 */
export function onlyAgreeing(
  choices: readonly KnowledgeHit[],
  question: string,
  language: Language,
): KnowledgeHit | undefined {
  const [type] = questionTypes(question);
  if (!type || type === 'amount' || type === 'how') return undefined;
  const agreeing = choices.filter((hit) => agrees(hit, type, language));
  return agreeing.length === 1 ? agreeing[0] : undefined;
}

/** Words that open the question itself, after the situation a member describes first. */
const ASKING =
  /\b(?:combien|comment|pourquoi|quand|quels?|quelles?|est ce que|c quoi|c'est quoi|je dois|je devrais|dois je|faut il|il faut|je peux|peut on|on peut|ca sert|vaut il|how|what|why|when|which|should|can i|do i|does|is it|is that|are (?:they|those|these|bcaas?)|am i|will|would|worth)\b/;

/** The sentences of a message, split after ".", "?" and "!" and at line breaks. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Where the asking sentence of a long message is, and the sentence it points back at. */
export interface Lead {
  /** The sentence that asks (normalised). */
  sentence: string;
  /** The sentence before it, when it points back at it ("does that mean...", "du coup..."). */
  referent?: string;
  /** Every sentence of the message (normalised). */
  sentences: string[];
  /** The asking sentence's place among them. */
  index: number;
  /** How many sentences ask something of their own. */
  owned: number;
  /** The sentences after it that point back at it or ask nothing of their own ("any tips?"). */
  followers: string[];
}

/**
 * The sentence that asks in a long message (seventeenth round, part T): members tell their
 * situation, then ask. The last sentence that asks something of its own: a sentence that points
 * back at the one before ("does that mean my workouts stopped working?", "du coup je fais
 * quoi ?") or asks nothing of its own ("any tips?", "vous avez des conseils ?") gives the lead to
 * the asking sentence before it; when every asking sentence points back, the last one leads with
 * the sentence it points at ("Je dors 5h. Est-ce que ça flingue mes gains ?"). The first sentence
 * points at nothing in the message (at the conversation, if anything): it asks of its own.
 */
export function questionLead(text: string): Lead {
  const known = leads.get(text);
  if (known) return known;
  const lead = readLead(text);
  // Asked many times per answer (calculators, classifier, gate): read once per message.
  if (leads.size >= LEADS_KEPT) leads.clear();
  leads.set(text, lead);
  return lead;
}

const leads = new Map<string, Lead>();
const LEADS_KEPT = 256;

function readLead(text: string): Lead {
  const sentences = sentencesOf(normalise(text));
  // A member who writes question marks writes them on the questions: "23F beginner, should I do
  // the same program as my boyfriend? he does heavy bench" tells a story after it.
  const marked = sentences.some((s) => s.includes('?'));
  const asks = (s: string) => s.includes('?') || (marked ? OPENS_ASKING.test(s) : ASKING.test(s));
  const empty = (s: string) => ASKS_NOTHING_OF_ITS_OWN.test(s);
  const points = (s: string, i: number) =>
    i > 0 && (REFERS_BACK.test(s) || (!asks(sentences[i - 1] ?? '') && NAMED_BEFORE.test(s)));
  const own = (s: string, i: number) => !points(s, i) && !empty(s);
  const indices = sentences.map((s, i) => (asks(s) ? i : -1)).filter((i) => i >= 0);
  const ownIndices = indices.filter((i) => own(sentences[i] ?? '', i));
  const owned = ownIndices.at(-1);
  const pointing = [...indices].reverse().find((i) => !empty(sentences[i] ?? ''));
  const index = owned ?? pointing ?? indices.at(-1) ?? sentences.length - 1;
  const sentence = sentences[index] ?? normalise(text);
  const referent =
    owned === undefined && points(sentence, index) ? sentences[index - 1] : undefined;
  const followers: string[] = [];
  for (let i = index + 1; i < sentences.length; i += 1) {
    const s = sentences[i] ?? '';
    if (!points(s, i) && !empty(s)) break;
    followers.push(s);
  }
  return { sentence, referent, sentences, index, owned: ownIndices.length, followers };
}

/** A clause pointing back this short (in words) is a verdict asked on the clause before. */
const VERDICT_WORDS = 4;

/** A sentence opening as a question ("combien de calories", "how do I..."). */
const OPENS_ASKING = new RegExp(`^(?:(?:et|and|so|ok|alors|du coup)\\s+)?(?:${ASKING.source})`);

/**
 * The question itself in a long message (issue 41, fifth round): members write a situation first,
 * then the question ("I'm 41, been lifting 3 years, my bench is stuck at 100 kg..., should I
 * change my program?"). The asking sentence (`questionLead`), from its last clause that opens
 * with a question word; the whole text when nothing marks a question.
 */
export function questionClause(text: string): string {
  const { sentence, referent } = questionLead(text);
  const clauses = sentence.split(/,|;|\s(?:mais|but|alors|donc|so|et du coup|du coup)\s/);
  for (let i = clauses.length - 1; i >= 0; i -= 1) {
    if (ASKING.test(clauses[i] ?? '')) {
      // "i don't get sore anymore, is that normal?": a short clause pointing back asks about the
      // one before it ("ça compte comment pour les quadriceps ?" names its own subject).
      let from = i;
      const back = (c: string) =>
        (REFERS_BACK.test(c.trim()) || ASKS_NOTHING_OF_ITS_OWN.test(c.trim())) &&
        (c.match(/[a-z0-9']+/g) ?? []).length <= VERDICT_WORDS;
      while (from > 0 && back(clauses[from] ?? '')) from -= 1;
      const clause = clauses.slice(from).join(',').trim();
      return referent ? `${referent} ${clause}` : clause;
    }
  }
  return referent ? `${referent} ${sentence}` : sentence;
}

/**
 * The asking sentence of a story told first (seventeenth round, part T), with the sentence it
 * points back at, and the sentences after it that point back at it: a message of several
 * sentences holding one question of its own and a story ("32 y/o, two kids, working 50h weeks.
 * overtraining or just life?"). None for one sentence, for two questions of their own (aspects.ts
 * answers each) and for an asking sentence without a subject ("any tips?").
 */
export function leadQuestion(text: string): { lead: string; followers: string } | undefined {
  const { sentence, referent, sentences, owned, followers } = questionLead(text);
  if (sentences.length < 2 || owned > 1 || ASKS_NOTHING_OF_ITS_OWN.test(sentence)) {
    return undefined;
  }
  // A sentence pointing back takes the subject of the one it points at, its words an aspect.
  return {
    lead: referent ?? sentence,
    followers: [...(referent ? [sentence] : []), ...followers].join(' '),
  };
}
