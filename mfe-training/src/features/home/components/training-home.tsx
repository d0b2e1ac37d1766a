// /entrainement: the member's routines (the active one first) with a start button per day, an
// empty session, the session in progress to resume, the recent sessions, the exercises, the
// import and the export of the whole log (CSV).
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLinks } from '../../../lib/links';
import { useRoutines } from '../../../lib/routines';
import { useExportTrainingLog } from '../api/export-log';
import { RecentSessions } from './recent-sessions';
import { RoutineCard } from './routine-card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export function TrainingHome({ sessionInProgress }: { sessionInProgress: boolean }) {
  const t = useT();
  const links = useLinks();
  const navigate = useNavigate();
  const routines = useRoutines();
  const exporter = useExportTrainingLog();
  const start = (state: { routineId: string; dayIndex: number } | 'empty') =>
    void navigate(links.session, { state: { start: state } });

  return (
    <>
      <Stack>
        {sessionInProgress ? (
          <ButtonLink as={Link} to={links.session} $size="lg" $block>
            {t.home.resume}
          </ButtonLink>
        ) : (
          <Button size="lg" block onClick={() => start('empty')}>
            {t.home.startEmpty}
          </Button>
        )}
        <ButtonLink as={Link} to={links.exercises} $variant="secondary" $block>
          {t.home.exercises}
        </ButtonLink>
        <ButtonLink as={Link} to={links.import} $variant="secondary" $block>
          {t.home.importFile}
        </ButtonLink>
        <Button
          variant="secondary"
          block
          disabled={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {exporter.isPending ? t.home.exporting : t.home.exportLog}
        </Button>
        {exporter.isError ? <p role="alert">{t.home.exportFailed}</p> : null}
      </Stack>
      <section aria-labelledby="training-routines">
        <h2 id="training-routines">{t.home.routines}</h2>
        {routines.isPending ? <p role="status">{t.home.loading}</p> : null}
        {routines.isError ? <p role="alert">{t.home.routinesFailed}</p> : null}
        {routines.data?.length === 0 ? <p>{t.home.noRoutine}</p> : null}
        <Stack>
          {routines.data?.map((routine) => (
            <RoutineCard
              key={routine.id}
              routine={routine}
              canStart={!sessionInProgress}
              onStart={(dayIndex) => start({ routineId: routine.id, dayIndex })}
            />
          ))}
          <ButtonLink as={Link} to={links.newRoutine} $variant="secondary">
            {t.home.newRoutine}
          </ButtonLink>
        </Stack>
      </section>
      <RecentSessions routines={routines.data ?? []} />
    </>
  );
}
