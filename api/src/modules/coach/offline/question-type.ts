import type { KnowledgeHit } from '../knowledge';
import type { Language } from '../types';
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

/**
 * The question itself in a long message (issue 41, fifth round): members write a situation first,
 * then the question ("I'm 41, been lifting 3 years, my bench is stuck at 100 kg..., should I
 * change my program?"). The last sentence that asks something, from its last clause that opens
 * with a question word; the whole text when nothing marks a question.
 */
export function questionClause(text: string): string {
  const t = normalise(text);
  const sentences = t
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = [...sentences].reverse().find((s) => s.includes('?') || ASKING.test(s));
  const sentence = asking ?? sentences[sentences.length - 1] ?? t;
  const clauses = sentence.split(/,|;|\s(?:mais|but|alors|donc|so|et du coup|du coup)\s/);
  for (let i = clauses.length - 1; i >= 0; i -= 1) {
    if (ASKING.test(clauses[i] ?? '')) return clauses.slice(i).join(',').trim();
  }
  return sentence;
}
