import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Dialog, Modal } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLinks } from '../../../lib/links';
import { NextTargetsText } from '../../../lib/next-targets';
import { displayWeight, type LoadFormat } from '../../../lib/units';
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

/** The exercise's name, superset and next targets: the same across ticks, not rendered again. */
const BlockTitle = memo(function BlockTitle({
  name,
  exerciseId,
  superset,
  next,
}: Pick<DraftExercise, 'name' | 'exerciseId' | 'superset' | 'next'>) {
  const t = useT();
  const links = useLinks();
  return (
    <>
      <Title>
        <h2>
          <Link to={links.exercise(exerciseId)}>{name}</Link>
        </h2>
        {superset ? <Badge $tone="primary">{t.session.superset(superset)}</Badge> : null}
      </Title>
      {next ? (
        <Targets>
          <NextTargetsText next={next} />
        </Targets>
      ) : null}
    </>
  );
});

/**
 * Add a set, the plates, remove the exercise (asking first when sets are ticked, counted when
 * asked): its props do not change with a tick.
 */
const BlockActions = memo(function BlockActions({
  exerciseKey,
  name,
  equipment,
  load,
  ticked,
  units,
  actions,
}: {
  exerciseKey: string;
  name: string;
  equipment: DraftExercise['equipment'];
  units: LoadFormat['units'];
  /** The barbell's load for the plate calculator, in kilograms. */
  load: number | null;
  /** How many sets are ticked now. */
  ticked: () => number;
  actions: SessionActions;
}) {
  const t = useT();
  const [plates, setPlates] = useState(false);
  /** The ticked sets the dialog names, counted when the member asked; null when closed. */
  const [confirming, setConfirming] = useState<number | null>(null);
  // Ticked sets are deleted with the exercise: ask first; an untouched exercise goes at once.
  const remove = () => {
    const count = ticked();
    if (count > 0) setConfirming(count);
    else actions.removeExercise(exerciseKey);
  };
  return (
    <>
      <Actions>
        <Button variant="secondary" onClick={() => actions.addSet(exerciseKey)}>
          {t.session.addSet}
        </Button>
        {BARBELLS.has(equipment) ? (
          <Button variant="ghost" onClick={() => setPlates(true)}>
            {t.plates.open}
          </Button>
        ) : null}
        <Button variant="danger-outline" onClick={remove}>
          {t.session.removeExercise}
        </Button>
      </Actions>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t.session.removeTitle(name)}
        description={t.session.removeText(confirming ?? 0)}
      >
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t.routine.cancel}
          </Button>
          <Button variant="danger" onClick={() => actions.removeExercise(exerciseKey)}>
            {t.session.removeExercise}
          </Button>
        </Actions>
      </Dialog>
      <Modal open={plates} onClose={() => setPlates(false)} title={t.plates.title(name)}>
        <PlateCalculator initial={load === null ? null : displayWeight(load, units)} />
      </Modal>
    </>
  );
});

/** One exercise of the session: a tick renders this block's list and the ticked row only. */
export const ExerciseBlock = memo(function ExerciseBlock({
  exercise,
  actions,
  loadFormat,
}: {
  exercise: DraftExercise;
  actions: SessionActions;
  /** The member's units, read once by the screen for every row. */
  loadFormat: LoadFormat;
}) {
  const t = useT();
  const latest = useRef(exercise);
  useLayoutEffect(() => {
    latest.current = exercise;
  }, [exercise]);
  const ticked = useCallback(() => latest.current.sets.filter((s) => s.done).length, []);
  const load =
    exercise.sets.find((s) => s.type === 'normal')?.suggestedKg ?? exercise.next?.weightKg ?? null;
  return (
    <Block aria-label={exercise.name}>
      <BlockTitle
        name={exercise.name}
        exerciseId={exercise.exerciseId}
        superset={exercise.superset}
        next={exercise.next}
      />
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
            loadFormat={loadFormat}
          />
        ))}
      </Rows>
      <BlockActions
        exerciseKey={exercise.key}
        name={exercise.name}
        equipment={exercise.equipment}
        load={load}
        ticked={ticked}
        units={loadFormat.units}
        actions={actions}
      />
    </Block>
  );
});
