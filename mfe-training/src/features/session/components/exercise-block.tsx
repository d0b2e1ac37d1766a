import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Dialog, Modal } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLinks } from '../../../lib/links';
import { NextTargetsText } from '../../../lib/next-targets';
import { displayWeight, useUnits } from '../../../lib/units';
import type { SessionActions } from '../hooks/use-session';
import type { DraftExercise } from '../types';
import { PlateCalculator } from './plate-calculator';
import { SetRow } from './set-row';

const BARBELLS = new Set(['barbell', 'ez-bar', 'trap-bar', 'smith-machine']);
/** Exercises whose weight may stay empty (logged as 0). */
const UNLOADED = new Set(['bodyweight', 'band']);

const Block = styled.section`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Rows = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Targets = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const ExerciseBlock = memo(function ExerciseBlock({
  exercise,
  actions,
}: {
  exercise: DraftExercise;
  actions: SessionActions;
}) {
  const t = useT();
  const links = useLinks();
  const units = useUnits();
  const [plates, setPlates] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ticked = exercise.sets.filter((s) => s.done).length;
  // Ticked sets are deleted with the exercise: ask first; an untouched exercise goes at once.
  const remove = () => (ticked > 0 ? setConfirming(true) : actions.removeExercise(exercise.key));
  const load =
    exercise.sets.find((s) => s.type === 'normal')?.suggestedKg ?? exercise.next?.weightKg ?? null;
  return (
    <Block aria-label={exercise.name}>
      <Title>
        <h2>
          <Link to={links.exercise(exercise.exerciseId)}>{exercise.name}</Link>
        </h2>
        {exercise.superset ? (
          <Badge $tone="primary">{t.session.superset(exercise.superset)}</Badge>
        ) : null}
      </Title>
      {exercise.next ? (
        <Targets>
          <NextTargetsText next={exercise.next} />
        </Targets>
      ) : null}
      <Rows aria-label={t.session.setsOf(exercise.name)}>
        {exercise.sets.map((set, i) => (
          <SetRow
            key={set.clientId}
            exerciseKey={exercise.key}
            number={i + 1}
            set={set}
            previous={exercise.previous[i]}
            actions={actions}
            loaded={!UNLOADED.has(exercise.equipment)}
          />
        ))}
      </Rows>
      <Actions>
        <Button variant="secondary" onClick={() => actions.addSet(exercise.key)}>
          {t.session.addSet}
        </Button>
        {BARBELLS.has(exercise.equipment) ? (
          <Button variant="ghost" onClick={() => setPlates(true)}>
            {t.plates.open}
          </Button>
        ) : null}
        <Button variant="danger-outline" onClick={remove}>
          {t.session.removeExercise}
        </Button>
      </Actions>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.session.removeTitle(exercise.name)}
        description={t.session.removeText(ticked)}
      >
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.routine.cancel}
          </Button>
          <Button variant="danger" onClick={() => actions.removeExercise(exercise.key)}>
            {t.session.removeExercise}
          </Button>
        </Actions>
      </Dialog>
      <Modal open={plates} onClose={() => setPlates(false)} title={t.plates.title(exercise.name)}>
        <PlateCalculator initial={load === null ? null : displayWeight(load, units)} />
      </Modal>
    </Block>
  );
});
