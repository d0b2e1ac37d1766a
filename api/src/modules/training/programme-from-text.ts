// "Save this programme" (issue #34): a coach's answer read as a routine draft. Pure: no database,
// no Express. It reads what the offline coach writes (api/src/modules/coach/offline/training.ts,
// in markdown tables or in plain prose) and what a model writes in markdown (headings or bold lines
// for days, tables or list items for exercises), in French and English.
import { TRAINING_LIMITS as L, looksLikeProgramme } from '@zak/contract';
import {
  EXERCISE_CATALOGUE,
  foldName,
  foldedNamesOf,
  type CatalogueExercise,
} from './catalogue/index';
import { createExerciseMatcher } from './import/match';

export interface DraftExercise {
  /** As the text writes it (cleaned of markdown). */
  name: string;
  /** The catalogue exercise it stands for, or null (the route then makes the member's own). */
  slug: string | null;
  sets: number;
  repsMin: number;
  repsMax: number;
  /** Seconds of rest between sets; null when the text does not say. */
  restSeconds: number | null;
  /** Reps in reserve aimed at (the easier end of a range); null when not said. */
  rir: number | null;
  /** "3 × 30-45 s": the range is in seconds (a plank); the routine keeps it in the notes. */
  timed: boolean;
}

export interface DraftDay {
  name: string;
  exercises: DraftExercise[];
}

export interface ProgrammeDraft {
  /** The programme's title, or null when the text has none. */
  name: string | null;
  days: DraftDay[];
}

// ---------------------------------------------------------------- doses

const SETS_REPS =
  /(\d{1,2})\s*(?:[×xX*]|sets?\s+of|s[ée]ries?\s+de)\s*(\d{1,3})(?:\s*(?:-|–|—|à|to)\s*(\d{1,3}))?\s*(reps?\b|r[ée]p[ée]titions?\b|r[ée]ps?\b|s\b|sec\b|secondes?\b|seconds?\b)?/i;
const QUANTITY_AFTER = /^\s*(?:g|kg|mg|ml|cl|l|kcal|cal|lbs?|oz|%)(?![a-z])/i;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const DURATION = new RegExp(
  String.raw`${NUMBER}(?:\s*(?:-|–|à|to)\s*${NUMBER})?\s*(min|mn|minutes?|s|sec|secondes?|seconds?)\b(?:\s*${NUMBER})?`,
  'i',
);
const REST_WORD = /(?:repos|rest|r[ée]cup(?:[ée]ration)?|pause)\s*:?\s*/i;
const RIR = /\bRIR\s*:?\s*(\d{1,2})(?:\s*[-–à]\s*(\d{1,2}))?/i;
const RPE = /\bRPE\s*:?\s*(\d{1,2}(?:[.,]5)?)/i;

const num = (text: string | undefined) => Number((text ?? '').replace(',', '.'));

/** "2 min", "2-3 min" (the middle), "90 s", "1 min 30": seconds, or null. */
export function readRest(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const [, from, to, unit = '', extra] = match;
  const value = to ? (num(from) + num(to)) / 2 : num(from);
  const minutes = /^m/i.test(unit);
  const seconds = minutes ? value * 60 + (extra ? num(extra) : 0) : value;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(L.restSecondsMax, Math.round(seconds));
}

function readRir(text: string): number | null {
  const rir = RIR.exec(text);
  if (rir) return Math.min(L.rirMax, Number(rir[1]));
  const rpe = RPE.exec(text);
  if (rpe) return Math.max(0, Math.min(L.rirMax, Math.round(10 - num(rpe[1]))));
  return null;
}

interface Dose {
  sets: number;
  repsMin: number;
  repsMax: number;
  timed: boolean;
  /** Where the dose starts in the text read. */
  index: number;
}

function readDose(text: string): Dose | null {
  const match = SETS_REPS.exec(text);
  if (!match) return null;
  // "2 × 150 g", "3 x 20 ml": a meal plan's quantities, not sets and reps.
  if (QUANTITY_AFTER.test(text.slice(match.index + match[0].length))) return null;
  const [, sets, low, high, unit = ''] = match;
  const repsMin = Number(low);
  const repsMax = high ? Number(high) : repsMin;
  const setCount = Number(sets);
  if (setCount < 1 || setCount > L.setsPerExerciseMax) return null;
  if (repsMin < 1 || repsMax < repsMin || repsMax > L.repsMax) return null;
  return { sets: setCount, repsMin, repsMax, timed: /^s/i.test(unit), index: match.index };
}

// ---------------------------------------------------------------- names

/** Markdown emphasis, links and code marks out; spaces collapsed. */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The name before a dose: numbering, separators and trailing punctuation out. */
const exerciseName = (text: string) =>
  plain(text)
    .replace(/^(?:\d+[.)]|[-+•])\s+/, '')
    .replace(/\s*[:\-–—,(]+\s*$/, '')
    .trim();

const STOP_WORDS = new Set(
  'a au aux avec de des du en et la le les l of on or ou sur sous the to un une with d'.split(' '),
);
const wordsOf = (text: string) =>
  foldName(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w))
    // Plurals and their singulars alike ("raises", "haltères").
    .map((w) => (w.length >= 3 ? w.replace(/s$/, '') : w));

/**
 * A name-to-slug matcher for coach texts: the import's matcher (names and aliases, folded) on the
 * name, then on its parts ("Tractions ou tirage vertical", "Squat, tempo 3-1-1", parentheses out),
 * then the catalogue exercise sharing the most words (plurals folded), when it shares at least
 * half of the words of both and the best is not a tie.
 */
export function createProgrammeMatcher(
  catalogue: readonly CatalogueExercise[] = EXERCISE_CATALOGUE,
) {
  const exact = createExerciseMatcher(catalogue);
  const entries = catalogue.flatMap((exercise) =>
    foldedNamesOf(exercise).map((name) => ({ slug: exercise.slug, words: new Set(wordsOf(name)) })),
  );
  const byWords = (text: string): string | null => {
    const words = new Set(wordsOf(text));
    if (words.size === 0) return null;
    let best: { slug: string; score: number } | null = null;
    let tie = false;
    for (const entry of entries) {
      const shared = [...words].filter((w) => entry.words.has(w)).length;
      if (shared === 0) continue;
      const score = shared / (words.size + entry.words.size - shared);
      if (shared / words.size < 0.5 || shared / entry.words.size < 0.5) continue;
      if (!best || score > best.score) {
        tie = false;
        best = { slug: entry.slug, score };
      } else if (score === best.score && entry.slug !== best.slug) tie = true;
    }
    return best && !tie ? best.slug : null;
  };
  return (name: string): string | null => {
    const whole = exact(name);
    if (whole) return whole;
    const parts = [
      name.replace(/\([^()]*\)/g, ' '),
      ...name.replace(/\([^()]*\)/g, ' ').split(/,|\bou\b|\bor\b|\//i),
      ...[...name.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? ''),
    ].filter((p) => p.trim());
    for (const part of parts) {
      const found = exact(part);
      if (found) return found;
    }
    for (const part of parts) {
      const found = byWords(part);
      if (found) return found;
    }
    return null;
  };
}

// ---------------------------------------------------------------- structure

/** A markdown heading, a bold line, or a short "Jour 1 : Push" / "Day 2 – Pull:" line. */
function headingOf(line: string): string | null {
  const hash = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
  if (hash?.[1]) return plain(hash[1]);
  const bold = /^(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?$/.exec(line);
  if (bold?.[1]) return plain(bold[1]);
  if (
    line.length <= 80 &&
    !SETS_REPS.test(line) &&
    /^(?:jour|day|s[ée]ance|session|workout|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(
      line,
    )
  ) {
    return plain(line).replace(/\s*:$/, '');
  }
  return null;
}

const DAY_PREFIX =
  /^(?:jour|day|j|s[ée]ance|session|workout)\s*\d+\s*(?:\([^)]*\))?\s*(?:[:\-–—.]\s*)?(.*)$/i;

/** "Jour 1 (lundi) : Full body A" as "Full body A"; "Jour 1" stays. */
function dayName(heading: string): string {
  const match = DAY_PREFIX.exec(heading);
  const name = match?.[1]?.trim() ? match[1].trim() : heading;
  return name.slice(0, L.dayNameMax);
}

const TITLE = /programme|program|routine|split|plan\b/i;
const TITLE_PREFIX =
  /^(?:(?:ton |your )?(?:programme|program)(?: d['’]entra[iî]nement)?|training program(?:me)?)\s*[:\-–—]\s*/i;

type Role = 'exercise' | 'setsReps' | 'sets' | 'reps' | 'rest' | 'rir';

function columnRole(cell: string): Role | null {
  const text = foldName(cell);
  if (/exercice|exercise|mouvement|movement/.test(text)) return 'exercise';
  if (/(series|sets).*(reps|rep|repetitions)|(reps).*(series|sets)/.test(text)) return 'setsReps';
  if (/^(series|sets)$/.test(text)) return 'sets';
  if (/^(reps|repetitions|rep)$/.test(text)) return 'reps';
  if (/repos|rest|recup/.test(text)) return 'rest';
  if (/rir|rpe|effort|intensite|intensity/.test(text)) return 'rir';
  return null;
}

const cellsOf = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.replace(/\\\|/g, '|').trim());

/** One exercise from a sentence or a list item: the name, then its dose, rest and effort. */
function exerciseFromPhrase(text: string, match: (name: string) => string | null) {
  const dose = readDose(text);
  if (!dose) return null;
  const name = exerciseName(text.slice(0, dose.index));
  if (!name || name.length > L.exerciseNameMax) return null;
  const rest = REST_WORD.exec(text);
  return draft(name, dose, rest ? readRest(text.slice(rest.index)) : null, readRir(text), match);
}

function draft(
  name: string,
  dose: Dose,
  restSeconds: number | null,
  rir: number | null,
  match: (name: string) => string | null,
): DraftExercise {
  return {
    name,
    slug: match(name),
    sets: dose.sets,
    repsMin: dose.repsMin,
    repsMax: dose.repsMax,
    restSeconds,
    rir,
    timed: dose.timed,
  };
}

/**
 * The offline coach's plain prose: "Jour 1 (lundi) : Full body A : Squat barre (Séries × reps :
 * 3 × 8-10, Repos : 2 min, RIR : 2-3). Développé couché (...)." A day's lead, then per exercise
 * its name and, in parentheses, its dose.
 */
function fromProse(paragraph: string, match: (name: string) => string | null) {
  const groups = [...paragraph.matchAll(/\(([^()]*)\)/g)].filter((g) => readDose(g[1] ?? ''));
  if (groups.length === 0) return null;
  let lead: string | null = null;
  let from = 0;
  const exercises: DraftExercise[] = [];
  groups.forEach((group, i) => {
    let before = paragraph.slice(from, group.index).replace(/^[.;\s]+/, '');
    if (i === 0) {
      const parts = before.split(/\s+:\s+|:\s+/);
      before = parts.pop() ?? '';
      lead = parts.length > 0 ? parts.join(' : ') : null;
    }
    from = (group.index ?? 0) + group[0].length;
    const inside = group[1] ?? '';
    const dose = readDose(inside);
    const name = exerciseName(before);
    if (!dose || !name || name.length > L.exerciseNameMax) return;
    const rest = REST_WORD.exec(inside);
    exercises.push(
      draft(name, dose, rest ? readRest(inside.slice(rest.index)) : null, readRir(inside), match),
    );
  });
  return { lead: lead as string | null, exercises };
}

/**
 * The programme a coach's answer proposes, or null when it proposes none (fewer than three
 * exercises with their sets and reps, see looksLikeProgramme).
 */
export function programmeFromText(
  text: string,
  match: (name: string) => string | null = createProgrammeMatcher(),
): ProgrammeDraft | null {
  if (!looksLikeProgramme(text)) return null;
  let name: string | null = null;
  const days: DraftDay[] = [];
  let current: DraftDay | null = null;
  let columns: Array<Role | null> | null = null;
  const add = (exercise: DraftExercise | null) => {
    if (!exercise) return;
    if (!current) {
      current = { name: '', exercises: [] };
      days.push(current);
    }
    current.exercises.push(exercise);
  };
  const startDay = (heading: string) => {
    current = { name: dayName(heading), exercises: [] };
    days.push(current);
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('|')) columns = null;
    if (!line) continue;
    const heading = headingOf(line);
    if (heading !== null) {
      if (name === null && days.every((d) => d.exercises.length === 0) && TITLE.test(heading)) {
        name = heading.replace(TITLE_PREFIX, '').trim() || heading;
      }
      startDay(heading);
      continue;
    }
    if (line.startsWith('|')) {
      const cells = cellsOf(line);
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (!columns) {
        const roles = cells.map(columnRole);
        if (roles.some((r) => r !== null) && !cells.some((c) => readDose(c))) {
          columns = roles;
          continue;
        }
        columns = [];
      }
      add(exerciseFromCells(cells, columns, match));
      continue;
    }
    const item = /^(?:[-*+•]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      add(exerciseFromPhrase(item[1] ?? '', match));
      continue;
    }
    const prose = fromProse(line, match);
    if (prose) {
      if (prose.lead) {
        const lead = plain(prose.lead);
        if (name === null && TITLE.test(lead) && days.length === 0) name = lead;
        startDay(lead);
      }
      prose.exercises.forEach(add);
      continue;
    }
    // A title in prose ("**Programme : Push / Pull / Legs**" was a heading; this is a sentence).
  }

  const found = days.filter((d) => d.exercises.length > 0);
  if (found.length === 0) return null;
  return {
    name: name ? String(name).slice(0, L.routineNameMax) : null,
    days: found.slice(0, L.daysMax).map((d) => ({
      name: d.name,
      exercises: d.exercises.slice(0, L.exercisesPerDayMax),
    })),
  };
}

function exerciseFromCells(
  cells: string[],
  columns: Array<Role | null>,
  match: (name: string) => string | null,
): DraftExercise | null {
  const at = (role: Role) => {
    const index = columns.indexOf(role);
    return index === -1 ? undefined : cells[index];
  };
  const nameCell = at('exercise') ?? cells[0] ?? '';
  let dose = readDose(at('setsReps') ?? '');
  if (!dose) {
    const sets = /^\d{1,2}$/.exec(plain(at('sets') ?? ''));
    const reps = plain(at('reps') ?? '');
    dose = sets ? readDose(`${sets[0]} × ${reps}`) : null;
  }
  dose ??= readDose(cells.filter((c) => c !== nameCell).join(' | '));
  const name = exerciseName(nameCell);
  if (!dose || !name || name.length > L.exerciseNameMax) return null;
  const restCell = at('rest');
  const rirCell = at('rir');
  const rir = rirCell === undefined ? readRir(cells.join(' ')) : readRir(`RIR ${rirCell}`);
  const rest = restCell === undefined ? null : readRest(restCell);
  return draft(name, dose, rest, rir, match);
}
