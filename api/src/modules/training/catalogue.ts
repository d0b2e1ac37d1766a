// The exercise catalogue: read from catalogue/exercises.json (written apart, see issue #34) and
// upserted by slug into training_exercises the first time each process needs it. Doing it at
// first use rather than in migration 0015 means a new version of the file adds and updates its
// rows on the next start, with no new migration; the upsert is idempotent, so replicas starting
// together just write the same values. No file, or an unreadable one: an empty catalogue.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXERCISE_EQUIPMENT, MUSCLES, type ExerciseEquipment, type Muscle } from '@zak/contract';

export interface CatalogueEntry {
  slug: string;
  name: { fr: string; en: string };
  aliases: { fr: string[]; en: string[] };
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: ExerciseEquipment;
  cue: { fr: string; en: string };
}

/** Lower case, no accents, punctuation as spaces: what search compares. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every name and alias of both languages, searchable, one per line. */
export const searchTextOf = (names: string[]) => names.map(searchable).join('\n');

const isText = (v: unknown): v is string => typeof v === 'string';
const isBilingual = (v: unknown): v is { fr: string; en: string } =>
  typeof v === 'object' &&
  v !== null &&
  isText((v as { fr?: unknown }).fr) &&
  isText((v as { en?: unknown }).en);
const muscles = (v: unknown): v is Muscle[] =>
  Array.isArray(v) && v.every((m) => (MUSCLES as readonly unknown[]).includes(m));
const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

/** The entries of a parsed file that have the agreed shape; the others are left out. */
export function validEntries(data: unknown): CatalogueEntry[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: unknown): CatalogueEntry[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const e = raw as Record<string, unknown>;
    const aliases = (e.aliases ?? { fr: [], en: [] }) as { fr?: unknown; en?: unknown };
    const ok =
      isText(e.slug) &&
      /^[a-z0-9-]{1,100}$/.test(e.slug) &&
      isBilingual(e.name) &&
      texts(aliases.fr ?? []) &&
      texts(aliases.en ?? []) &&
      muscles(e.primaryMuscles) &&
      muscles(e.secondaryMuscles ?? []) &&
      (EXERCISE_EQUIPMENT as readonly unknown[]).includes(e.equipment);
    if (!ok) return [];
    return [
      {
        slug: e.slug as string,
        name: e.name as CatalogueEntry['name'],
        aliases: { fr: (aliases.fr ?? []) as string[], en: (aliases.en ?? []) as string[] },
        primaryMuscles: e.primaryMuscles as Muscle[],
        secondaryMuscles: (e.secondaryMuscles ?? []) as Muscle[],
        equipment: e.equipment as ExerciseEquipment,
        cue: isBilingual(e.cue) ? e.cue : { fr: '', en: '' },
      },
    ];
  });
}

/** Where the file is: beside this module under src/, or the src/ copy when running from dist/. */
const CANDIDATES = [
  resolve(__dirname, 'catalogue', 'exercises.json'),
  resolve(__dirname, '..', '..', '..', 'src', 'modules', 'training', 'catalogue', 'exercises.json'),
];

export function readCatalogue(files: string[] = CANDIDATES): CatalogueEntry[] {
  const file = files.find((f) => existsSync(f));
  if (!file) return [];
  try {
    return validEntries(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  } catch {
    return [];
  }
}
