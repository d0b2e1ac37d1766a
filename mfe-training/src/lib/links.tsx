// Where the remote's screens are: under its mount (/entrainement or /training, the shell's routes),
// with segments in the mount's language. The routes accept both languages' segments.
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

export const SEGMENTS = {
  fr: {
    session: 'seance',
    routines: 'programmes',
    newRoutine: 'nouveau',
    exercises: 'exercices',
    import: 'import',
  },
  en: {
    session: 'session',
    routines: 'routines',
    newRoutine: 'new',
    exercises: 'exercises',
    import: 'import',
  },
} as const;

export type TrainingLinks = ReturnType<typeof linksOf>;

function linksOf(base: string, lang: 'fr' | 'en') {
  const s = SEGMENTS[lang];
  const root = base.replace(/\/+$/, '');
  const id = (value: string) => encodeURIComponent(value);
  return {
    home: root || '/',
    session: `${root}/${s.session}`,
    routines: `${root}/${s.routines}`,
    newRoutine: `${root}/${s.routines}/${s.newRoutine}`,
    routine: (routineId: string) => `${root}/${s.routines}/${id(routineId)}`,
    exercises: `${root}/${s.exercises}`,
    exercise: (exerciseId: string) => `${root}/${s.exercises}/${id(exerciseId)}`,
    import: `${root}/${s.import}`,
  };
}

const LinksContext = createContext<TrainingLinks>(linksOf('/entrainement', 'fr'));

export function LinksProvider({
  base,
  lang,
  children,
}: {
  base: string;
  lang: 'fr' | 'en';
  children: ReactNode;
}) {
  const links = useMemo(() => linksOf(base, lang), [base, lang]);
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}

export const useLinks = () => useContext(LinksContext);
