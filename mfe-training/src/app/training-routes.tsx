// The remote's screens, relative to its mount; each segment in both languages (lib/links.tsx).
import type { Exercise } from '@zak/contract';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { Button } from 'shared-ui';
import { ExerciseSearch } from '../features/catalogue';
import { ExercisePage } from '../features/exercise';
import { TrainingHome } from '../features/home';
import { ImportPage } from '../features/import';
import { RoutineEditorPage } from '../features/routines';
import { readDraft, SessionPage } from '../features/session';
import { useT } from '../i18n';
import { SEGMENTS, useLinks } from '../lib/links';
import { useUnits } from '../lib/units';

const both = <K extends keyof (typeof SEGMENTS)['fr']>(key: K) => [
  SEGMENTS.fr[key],
  SEGMENTS.en[key],
];

export function TrainingRoutes({ userId }: { userId: string }) {
  const t = useT();
  const links = useLinks();
  // Loaded from the first screen, so the logging screen's rows show the member's units at once.
  useUnits();
  // Read again on each navigation: the home offers to resume a session kept on this device.
  useLocation();
  const picker = (onPick: (exercise: Exercise) => void) => (
    <ExerciseSearch
      headingLevel={3}
      actionFor={(exercise) => (
        <Button onClick={() => onPick(exercise)} aria-label={t.catalogue.pick(exercise.name)}>
          {t.catalogue.add}
        </Button>
      )}
    />
  );
  const catalogue = (
    <ExerciseSearch
      actionFor={(exercise) => (
        <Link to={links.exercise(exercise.id)}>{t.catalogue.open(exercise.name)}</Link>
      )}
    />
  );
  return (
    <Routes>
      <Route index element={<TrainingHome sessionInProgress={readDraft(userId) !== null} />} />
      {both('session').map((s) => (
        <Route key={s} path={s} element={<SessionPage userId={userId} picker={picker} />} />
      ))}
      {both('routines').flatMap((r) => [
        ...both('newRoutine').map((n) => (
          <Route
            key={`${r}/${n}`}
            path={`${r}/${n}`}
            element={<RoutineEditorPage picker={picker} />}
          />
        )),
        <Route
          key={`${r}/:id`}
          path={`${r}/:id`}
          element={<RoutineEditorPage picker={picker} />}
        />,
      ])}
      {both('exercises').flatMap((e) => [
        <Route key={e} path={e} element={catalogue} />,
        <Route key={`${e}/:id`} path={`${e}/:id`} element={<ExercisePage />} />,
      ])}
      <Route path={SEGMENTS.fr.import} element={<ImportPage />} />
      <Route path="*" element={<TrainingHome sessionInProgress={readDraft(userId) !== null} />} />
    </Routes>
  );
}
