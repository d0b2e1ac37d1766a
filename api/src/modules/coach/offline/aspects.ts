import { note, type Block } from './document';
import { NAMED_BEFORE } from './follow-ups';
import { normalise } from './text';

/**
 * Questions with two aspects (issue 41, tenth round): members ask two things in one message
 * ("je fais 90 kg, combien d'eau par jour ? et le café ça compte ?", "is it safe to start and
 * how many times a week should I go?"). Each question of the message is looked up on its own,
 * with the situation told before it, and the answer covers every aspect one entry or calculation
 * answers with confidence.
 */

/** A part opening a second question after "et" / "and" / a comma. */
const OPENS_QUESTION =
  /^(?:(?:et|and|also|aussi|sinon|plus|but|mais)\s+)?(?:combien|cb|comment|pourquoi|quand|quels?|quelles?|est[- ]ce|c'est|c est|ca\s|je (?:dois|peux|devrais|fais|prends|garde|continue|reprends|baisse|les|la|le)|dois[- ]je|faut[- ]il|il faut|on peut|peut[- ]on|how|what|why|when|which|should|can|do|does|is|are|will|would|am i)\b/;
/** Where a question sentence may hold a second question. */
const JOIN = /\s+(?=(?:et|and|also|plus)\s)|,\s+(?=(?:et|and|also|plus)?\s*\S)/g;
/** A sentence that asks something without a question mark (the message's last one). */
const ASKING =
  /\b(?:combien|cb|comment|pourquoi|quand|quels?|quelles?|est ce que|c'est quoi|c quoi|quoi|je dois|je peux|je devrais|dois je|faut il|ca vaut|ca sert|how|what|whats|why|when|which|should|can i|do i|does|is it|is there|are there|worth)\b/;
/** "jsp cb de protéines je dois manger", "idk how much water i need.": a question without "?". */
const INDIRECT =
  /^(?:(?:et|and|mais|but|so|alors|du coup)\s+)?(?:jsp|jsais pas|je sais pas|je ne sais pas|j'sais pas|chais pas|idk|i don'?t know|i dont know|not sure|i wonder|je me demande)\b.{0,15}\b(?:combien|cb|comment|quand|quels?|quelles?|how|what|when|which|whether)\b/;
/** "..., jsais pas quoi faire", "idk what to do": the last sentence asks, after another question. */
const LOST =
  /\b(?:jsp|jsais pas|je sais pas|je ne sais pas|j'sais pas|chais pas|idk|i don'?t know|i dont know)\b.{0,6}\b(?:quoi faire|comment faire|what to do|how to)\b/;
/** "je fais 68 kg", "je fais 1m70": a fact told, not a question opening. */
const TELLS_FACT = /^(?:(?:et|and)\s+)?je fais (?:\d|1m)/;
/** A clause that asks something (a question mark, a question word or a question's opening). */
export const asksSomething = (clause: string): boolean =>
  clause.includes('?') ||
  ASKING.test(normalise(clause)) ||
  OPENS_QUESTION.test(normalise(clause).replace(/^[\s,]+/, ''));

/** Words of a clause, the minimum for it to be a question of its own. */
const MIN_WORDS = 3;

const words = (text: string): number => (normalise(text).match(/[a-z0-9]+/g) ?? []).length;

/**
 * A question that points back to the one before it ("and how often should I take them?", "et je
 * les entraîne combien de fois ?"): its subject is the earlier question's (follow-ups.ts
 * `NAMED_BEFORE`).
 */
export const pointsBack = (question: string): boolean => NAMED_BEFORE.test(normalise(question));

/** The sentences of the message that ask with a question mark. */
export function askingSentences(message: string): string[] {
  return message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.includes('?'));
}

/** The message's questions (at least two, else none) and the situation told around them. */
export function questionParts(message: string): { situation: string; questions: string[] } {
  const sentences = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const context: string[] = [];
  const questions: string[] = [];
  sentences.forEach((sentence, index) => {
    const asks =
      sentence.includes('?') ||
      INDIRECT.test(normalise(sentence)) ||
      (index === sentences.length - 1 &&
        ((questions.length === 0 && ASKING.test(normalise(sentence))) ||
          LOST.test(normalise(sentence))));
    if (!asks) {
      context.push(sentence);
      return;
    }
    // "is it safe to start and how many times a week should I go?": two questions.
    const pieces: string[] = [];
    let rest = sentence;
    const cuts = [...sentence.matchAll(JOIN)].map((m) => (m.index ?? 0) + m[0].length);
    let from = 0;
    for (const cut of cuts) {
      const left = sentence.slice(from, cut).replace(/[\s,]+$/, '');
      const right = sentence.slice(cut);
      if (
        ASKING.test(normalise(left)) &&
        words(left) >= MIN_WORDS &&
        words(right) >= MIN_WORDS &&
        OPENS_QUESTION.test(normalise(right).replace(/^[\s,]+/, '')) &&
        !TELLS_FACT.test(normalise(right).replace(/^[\s,]+/, ''))
      ) {
        pieces.push(left);
        from = cut;
        rest = right;
      }
    }
    pieces.push(from === 0 ? sentence : rest);
    // The situation told inside the first question ("je fais 90kg, combien d'eau ?") stays with it.
    questions.push(...pieces);
  });
  if (questions.length < 2) return { situation: '', questions: [] };
  return { situation: context.join(' '), questions };
}

/** One aspect's answer: its blocks and what answered it. */
export interface Aspect {
  blocks: Block[];
  kind: 'entry' | 'calc' | 'pain';
  id: string;
  /** Said before the main answer (a minor asking about a supplement). */
  first?: boolean;
}

const ASKS_FACTS = /Tu me donnes|Can you tell me/;
const SOURCES = /^Sources?\s?:\s*/;

/** The answer asks the member for facts: not a confident aspect. */
export function asksFacts(blocks: readonly Block[]): boolean {
  return blocks.some((b) => b.kind === 'paragraph' && ASKS_FACTS.test(b.text));
}

/** The words of an answer's blocks, its lists and tables included. */
export const blockText = (blocks: readonly Block[]): string =>
  blocks
    .map((b) =>
      b.kind === 'list' ? b.items.join(' ') : b.kind === 'table' ? b.rows.flat().join(' ') : b.text,
    )
    .join(' ');

/** Asks for facts, or says which it assumed, anywhere in the answer (a list or a note too). */
const ASKS_OR_ASSUMES =
  /Tu me donnes|Can you tell me|donne-moi|tell me your|Valeurs supposées|Assumed because|have not told me/i;
export const asksOrAssumes = (blocks: readonly Block[]): boolean =>
  ASKS_OR_ASSUMES.test(blockText(blocks));

const isNote = (b: Block) => b.kind === 'note';
const sourcesOf = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((b) =>
    b.kind === 'note' && SOURCES.test(b.text)
      ? b.text
          .replace(SOURCES, '')
          .split(' ; ')
          .map((s) => s.trim())
      : [],
  );

/**
 * The main answer with the other aspects: a calculation the main answer lacks comes first (a
 * number asked opens the answer), another entry's direct answer follows the main one's, pain
 * keeps its red flags; the sources are merged.
 */
export function withAspects(
  main: Block[],
  mainIsCalc: boolean,
  extras: readonly Aspect[],
  caution: () => Block[],
  language: 'fr' | 'en',
): Block[] {
  if (extras.length === 0) return main;
  const lead = (aspect: Aspect): Block[] => {
    const first = aspect.blocks.find((b) => b.kind === 'paragraph' && b.text.trim() !== '');
    return first ? [first] : [];
  };
  const calcs = mainIsCalc ? [] : extras.filter((a) => a.kind === 'calc');
  const firsts = extras.filter((a) => a.first && !calcs.includes(a));
  const others = extras.filter((a) => !calcs.includes(a) && !firsts.includes(a));
  // A number asked opens the answer; the pointer said first comes right after it.
  const head = [
    ...calcs.flatMap((a) => a.blocks.filter((b) => !isNote(b))),
    ...(mainIsCalc ? [] : firsts.flatMap(lead)),
  ];
  const body = main.filter((b) => !isNote(b));
  // After the main answer's direct answer and its details.
  let at = body.findIndex((b) => b.kind === 'paragraph');
  // A calculation's paragraphs stay together (the figure for a man, then for a woman).
  if (mainIsCalc) at = body.length;
  else if (at < 0) at = 0;
  else if (body[at + 1]?.kind === 'list') at += 2;
  else at += 1;
  const added = [...(mainIsCalc ? firsts : []), ...others].flatMap(lead);
  const cautions =
    others.some((a) => a.kind === 'pain') && !main.some((b) => b.kind === 'heading')
      ? caution()
      : [];
  const notes = main.filter(isNote);
  const seen = new Set(sourcesOf(main));
  const more = [...firsts, ...calcs, ...others]
    .flatMap((a) => sourcesOf(a.blocks))
    .filter((s) => !seen.has(s) && seen.add(s));
  const label = language === 'fr' ? 'Sources : ' : 'Sources: ';
  const merged = notes.some((b) => b.kind === 'note' && SOURCES.test(b.text))
    ? notes.map((b) =>
        b.kind === 'note' && SOURCES.test(b.text) && more.length > 0
          ? note(`${b.text} ; ${more.join(' ; ')}`)
          : b,
      )
    : [...notes, ...(more.length > 0 ? [note(`${label}${more.join(' ; ')}`)] : [])];
  const extraNotes = [...firsts, ...calcs, ...others]
    .flatMap((a) =>
      a.blocks.filter((b) => isNote(b) && !SOURCES.test((b as { text: string }).text)),
    )
    .filter(
      (b) => !merged.some((m) => m.kind === 'note' && b.kind === 'note' && m.text === b.text),
    );
  const uniqueNotes = extraNotes.filter(
    (b, i) =>
      extraNotes.findIndex((o) => o.kind === 'note' && b.kind === 'note' && o.text === b.text) ===
      i,
  );
  return [
    ...head,
    ...body.slice(0, at),
    ...added,
    ...body.slice(at),
    ...cautions,
    ...uniqueNotes,
    ...merged,
  ];
}

/**
 * Where one sentence may ask a second thing (fifteenth round, part K): before a coordinator ("et",
 * "and", "or", "ou", "sinon", "mais", "but") or after a comma, a semicolon or a colon ("aussi",
 * "also" inside a clause are adverbs: "je la prends aussi les jours off").
 */
const CLAUSE_CUT = /\s+(?=(?:et|and|or|ou|sinon|mais|but)\s)|\s*[,;:]\s+/g;
/**
 * "X or Y", "X ou Y", "X but Y": the second side is a clause when it asks a question of its own
 * ("or is that bro science?", "mais je peux garder la créatine ?"); else it is the other option
 * or the situation ("but my pics look different").
 */
const ALTERNATIVE = /^(?:or|ou|sinon|but|mais)\s/;
/**
 * A side detail, not a clause: where the member saw it, a laugh, their age, their phone, who told
 * them ("saw on tiktok", "lol", "I'm 24", "my gf says").
 */
const SIDE_DETAIL =
  /^(?:(?:et|and|mais|but|plus|also|aussi)\s+)?(?:(?:i )?saw (?:it |this |that )?on|(?:j'ai )?vu (?:ca |ça )?sur|lol|mdr|ptdr|haha|jk|tbh|ngl|idk|jsp|i'?m \d|i am \d|im \d|j'ai \d+ ?ans|\d+ ?(?:ans|yo|y\/?o|years? old)\b|(?:my|ma|mon) (?:phone|tel|telephone|portable|gf|girlfriend|bf|boyfriend|wife|husband|mom|mum|dad|mother|father|friend|buddy|bro|coach|pote|copine|copain|meuf|mec|femme|mari|mere|pere|frere|soeur|sister|brother)\b|(?:everyone|tout le monde|people|les gens|on m'a|someone|quelqu'un) (?:says?|said|dit|told)|thanks|merci|stp|svp|pls|please)/;

/** A verdict asked on the clause before ("c'est bien", "is that ok", "c grave"). */
const VERDICT =
  /^(?:(?:et|and|but|mais|or|ou)\s+)?(?:c'?est|c|is (?:it|that|this)|it'?s|that'?s|ca (?:va|passe))\s+(?:bien|ok|okay|bon|grave|normal|mal|good|bad|fine|normal|safe|dangereux|dangerous|une bonne idee|a good idea)$/;
/** A clause asking only when, how long or how often. */
const SHORT_ASK =
  /^(?:(?:et|and)\s+)?(?:when|quand|how long|how often|combien de temps|a quelle heure|what time)$/;
/** The question words opening a clause, left out when its subject is asked again. */
const LEADING_ASK =
  /^(?:how (?:much|many)|combien (?:de|d')|what|which|quel\w*|should i (?:take|eat|do)|je (?:dois|prends|mange))\s*/;

/** One clause of a sentence; `again` when it asks about the clause before's subject ("and when?"). */
export interface Clause {
  text: string;
  again: boolean;
}

/**
 * The clauses of the message's one asking sentence, when it asks two things without a second
 * question mark ("est-ce que la créatine fait gonfler et perdre les cheveux ?", "rest times for
 * strength vs hypertrophy? ...saw on tiktok"): at least two, each of at least `MIN_WORDS` words,
 * side details left out; none otherwise. A short clause asking only when or how long ("and
 * when?") takes the subject of the clause before it.
 */
export function clauseParts(message: string): Clause[] {
  const sentences = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = sentences.filter(
    (s, index) => s.includes('?') || (index === sentences.length - 1 && ASKING.test(normalise(s))),
  );
  if (asking.length !== 1) return [];
  const [sentence = ''] = asking;
  const pieces = sentence
    .split(CLAUSE_CUT)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const clauses: string[] = [];
  const derived = new Set<string>();
  for (const piece of pieces) {
    const t = normalise(piece)
      .replace(/[?!.]+$/, '')
      .trim();
    if (SIDE_DETAIL.test(t)) continue;
    const previous = clauses.at(-1);
    // "c'est bien", "is that ok": the verdict asked on the clause before, not a clause.
    if (previous !== undefined && VERDICT.test(t)) {
      clauses[clauses.length - 1] = `${previous} ${piece}`;
      continue;
    }
    // "and when?", "et combien de temps ?": the clause before's subject, asked again.
    if (previous !== undefined && words(piece) < MIN_WORDS && SHORT_ASK.test(t)) {
      const again = `${normalise(previous).replace(LEADING_ASK, '')} ${t.replace(/^(?:et|and)\s+/, '')}`;
      derived.add(again);
      clauses.push(again);
      continue;
    }
    // "X or Y": the second side is a clause only when it asks of its own ("or is that cope").
    const alternative = ALTERNATIVE.test(t) && !OPENS_QUESTION.test(t.replace(ALTERNATIVE, ''));
    if (previous !== undefined && (words(piece) < MIN_WORDS || alternative)) {
      clauses[clauses.length - 1] = `${previous} ${piece}`;
      continue;
    }
    clauses.push(piece);
  }
  const kept = clauses.filter((c) => words(c) >= MIN_WORDS || derived.has(c));
  return kept.length >= 2 && kept.length <= 3
    ? kept.map((text) => ({ text, again: derived.has(text) }))
    : [];
}
