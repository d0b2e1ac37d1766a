import type { ChatTurn, Language, MemberFacts } from '../types';
import { answerOffline, offlineAnswer, type AnswerTrace } from '../offline/engine';
import { collectFacts } from '../offline/facts';
import { detectLanguage, normalise } from '../offline/text';
import cases from './coach-eval.json';

/**
 * One realistic member question of the evaluation set (coach-eval.json) and what its answer must
 * (not) contain. `history` holds the member's earlier messages: the coach answers each of them in
 * turn, so a follow-up is asked in a real conversation.
 */
export interface EvalCase {
  topic: string;
  lang: Language;
  q: string;
  history?: string[];
  member?: MemberFacts;
  /** Substrings the answer must contain (case and apostrophe style ignored). */
  contains?: string[];
  /**
   * Words that show the answer is about the subject asked: each group needs one of its words in
   * the answer (case and accents ignored). The held-out set's way of saying "this subject".
   */
  mentions?: string[][];
  /** A doping question: the right answer is the refusal, whatever else. */
  refusal?: boolean;
  excludes?: string[];
  /** For each range, some number of the answer must fall in it. */
  numbers?: { min: number; max: number }[];
  /** A plan request: the answer may open with a heading. */
  plan?: boolean;
  tag?: string;
}

/** right: answers the question asked; clarified: an honest clarifying question; wrong: the rest. */
export type Verdict = 'right' | 'clarified' | 'wrong';

export interface EvalResult {
  case: EvalCase;
  answer: string;
  failures: string[];
  verdict: Verdict;
  /** How the engine chose the answer (offline/engine.ts), for the gate's calibration. */
  trace?: AnswerTrace;
}

export const EVAL_CASES = cases as EvalCase[];

const fold = (text: string): string => text.toLowerCase().replace(/[\u2019\u2018]/g, "'");
/** Case and accents ignored, for the held-out set's subject words. */
const bare = (text: string): string => normalise(text);

const REFUSAL = /Je ne peux pas t’aider avec ça|I can’t help with that/;
/** The coach says it is not sure what was asked, or asks for a fact it needs (honest, not right). */
const CLARIFYING =
  /pas sûr d’avoir compris|not sure I understood|Tu parles de|Do you mean|Tu me donnes|Can you tell me/i;

/** The retrieval gate's "did you mean" (offline/clarify.ts) and the menu when nothing fits. */
const UNSURE = /^(?:#[^\n]*\n+)?(?:Je ne suis pas sûr d’avoir compris|I am not sure I understood)/;

/** Every number written in the answer: 2,000 / 8 000 / 0,5 / 0.5 / 1.6-2.2 (both ends). */
export function numbersIn(text: string, language: Language): number[] {
  const cleaned =
    language === 'fr'
      ? text.replace(/(\d)[\u202f\u00a0 ](?=\d{3}\b)/g, '$1').replace(/(\d),(\d)/g, '$1.$2')
      : text.replace(/(\d),(?=\d{3}\b)/g, '$1');
  return [...cleaned.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

const FACT_WORDS: Record<Language, Record<string, string>> = {
  fr: {
    weightKg: 'ton poids',
    heightCm: 'ta taille',
    age: 'ton âge',
    sex: 'ton sexe',
    goal: 'ton objectif',
    daysPerWeek: "tes jours d'entraînement",
    level: 'ton niveau',
    equipment: 'ton matériel',
  },
  en: {
    weightKg: 'your weight',
    heightCm: 'your height',
    age: 'your age',
    sex: 'your sex',
    goal: 'your goal',
    daysPerWeek: 'your training days',
    level: 'your level',
    equipment: 'your equipment',
  },
};

/** The sentences where the coach asks for facts or says it assumed them. */
function askingSentences(answer: string): string[] {
  return answer
    .split(/(?<=[.?!])\s+|\n/)
    .filter((s) =>
      /Tu me donnes|Can you tell me|Valeurs supposées|Assumed because|have not told me|donne-moi|tell me your/i.test(
        s,
      ),
    );
}

export function evaluateCase(testCase: EvalCase): EvalResult {
  const history: ChatTurn[] = [];
  const base = { structured: true, language: testCase.lang, member: testCase.member };
  for (const message of testCase.history ?? []) {
    const reply = answerOffline({ ...base, history: [...history], message });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  const { text: answer, trace } = offlineAnswer({ ...base, history, message: testCase.q });
  const failures: string[] = [];
  if (testCase.refusal !== undefined) {
    if (REFUSAL.test(answer) !== testCase.refusal) {
      failures.push(testCase.refusal ? 'not refused' : 'refused');
    }
    const verdict = failures.length ? 'wrong' : 'right';
    return { case: testCase, answer, failures, verdict, trace };
  }
  const refusalTopic = testCase.topic === 'refusal' || testCase.topic === 'doping';
  if (!refusalTopic && REFUSAL.test(answer)) failures.push('refused an ordinary question');
  for (const group of testCase.mentions ?? []) {
    if (!group.some((word) => bare(answer).includes(bare(word)))) {
      failures.push(`about another subject (none of ${group.join(' / ')})`);
    }
  }
  const folded = fold(answer);
  for (const expected of testCase.contains ?? []) {
    if (!folded.includes(fold(expected))) failures.push(`missing "${expected}"`);
  }
  for (const unwanted of testCase.excludes ?? []) {
    if (folded.includes(fold(unwanted))) failures.push(`contains "${unwanted}"`);
  }
  // Publication years in the sources line are not the answer's numbers.
  const numbers = numbersIn(answer.replace(/^> Sources?.*$/gm, ''), testCase.lang);
  for (const { min, max } of testCase.numbers ?? []) {
    if (!numbers.some((n) => n >= min && n <= max)) failures.push(`no number in ${min}..${max}`);
  }
  if (detectLanguage(answer.replace(/^> Sources?.*$/gm, '')) !== testCase.lang) {
    failures.push(`not written in ${testCase.lang}`);
  }
  if (!testCase.plan && /^(?:#|\||- |\d+\. )/.test(answer)) {
    failures.push('does not start with the direct answer');
  }
  const given = { ...testCase.member, ...collectFacts([...(testCase.history ?? []), testCase.q]) };
  const asking = askingSentences(answer).map(fold);
  for (const key of Object.keys(given)) {
    const words = FACT_WORDS[testCase.lang][key];
    if (words && asking.some((sentence) => sentence.includes(fold(words)))) {
      failures.push(`asks again for ${key}, already given`);
    }
  }
  // Asking which subject was meant is not answering, even when a chip names the right one.
  if (UNSURE.test(answer)) failures.push('asked which subject was meant');
  const verdict: Verdict =
    failures.length === 0
      ? 'right'
      : CLARIFYING.test(answer) && !failures.some((f) => f.startsWith('asks again'))
        ? 'clarified'
        : 'wrong';
  return { case: testCase, answer, failures, verdict, trace };
}

export interface EvalSummary {
  results: EvalResult[];
  passed: number;
  total: number;
  verdicts: Record<Verdict, number>;
  /** "topic/lang" and "tag/lang" groups: [passed, total]. */
  groups: Map<string, [number, number]>;
}

export function runEvaluation(evalCases: readonly EvalCase[] = EVAL_CASES): EvalSummary {
  const results = evalCases.map(evaluateCase);
  const groups = new Map<string, [number, number]>();
  const count = (key: string, ok: boolean) => {
    const [p, t] = groups.get(key) ?? [0, 0];
    groups.set(key, [p + (ok ? 1 : 0), t + 1]);
  };
  for (const result of results) {
    const ok = result.failures.length === 0;
    count(`${result.case.topic}/${result.case.lang}`, ok);
    count(`all/${result.case.lang}`, ok);
    if (result.case.tag) count(`${result.case.tag}/${result.case.lang}`, ok);
  }
  const passed = results.filter((r) => r.failures.length === 0).length;
  const verdicts: Record<Verdict, number> = { right: 0, clarified: 0, wrong: 0 };
  for (const result of results) verdicts[result.verdict] += 1;
  return { results, passed, total: results.length, groups, verdicts };
}
