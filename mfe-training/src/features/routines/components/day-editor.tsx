import type { Exercise } from '@zak/contract';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, IconButton, Modal, TextField } from 'shared-ui';
import { useT } from '../../../i18n';
import { useExerciseIndex } from '../../../lib/exercises';
import { DEFAULT_SET, formKey, type FormDay, type FormExercise } from '../lib/form';
import { TargetSetRow } from './target-set-row';

const List = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export interface DayEditorProps {
  day: FormDay;
  number: number;
  onChange: (day: FormDay) => void;
  onRemove: () => void;
  picker: (onPick: (exercise: Exercise) => void) => ReactNode;
}

export function DayEditor({ day, number, onChange, onRemove, picker }: DayEditorProps) {
  const t = useT();
  const names = useExerciseIndex().byId;
  const [picking, setPicking] = useState(false);
  const setExercise = (key: string, change: (e: FormExercise) => FormExercise) =>
    onChange({ ...day, exercises: day.exercises.map((e) => (e.key === key ? change(e) : e)) });
  /** Moves an exercise one place (supersets group neighbours, so order matters). */
  const move = (from: number, to: number) => {
    const exercises = [...day.exercises];
    const [moved] = exercises.splice(from, 1);
    if (!moved || to < 0 || to > exercises.length) return;
    exercises.splice(to, 0, moved);
    onChange({ ...day, exercises });
  };
  const add = (exercise: Exercise) => {
    setPicking(false);
    onChange({
      ...day,
      exercises: [
        ...day.exercises,
        {
          key: formKey(),
          exerciseId: exercise.id,
          linkNext: false,
          sets: [DEFAULT_SET, DEFAULT_SET, DEFAULT_SET],
          notes: '',
        },
      ],
    });
  };
  return (
    <Card>
      <TextField
        label={t.routine.dayName(number)}
        value={day.name}
        maxLength={60}
        required
        onChange={(e) => onChange({ ...day, name: e.target.value })}
      />
      <List aria-label={t.routine.exercisesOf(day.name || t.routine.dayName(number))}>
        {day.exercises.map((exercise, i) => {
          const name = names.get(exercise.exerciseId)?.name ?? '?';
          return (
            <li key={exercise.key}>
              <h4>{name}</h4>
              <ol style={{ listStyle: 'none', padding: 0 }}>
                {exercise.sets.map((set, s) => (
                  <TargetSetRow
                    key={s}
                    set={set}
                    number={s + 1}
                    onChange={(next) =>
                      setExercise(exercise.key, (e) => ({
                        ...e,
                        sets: e.sets.map((old, j) => (j === s ? next : old)),
                      }))
                    }
                    onRemove={() =>
                      setExercise(exercise.key, (e) => ({
                        ...e,
                        sets: e.sets.filter((_, j) => j !== s),
                      }))
                    }
                  />
                ))}
              </ol>
              <Row>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    setExercise(exercise.key, (e) => ({
                      ...e,
                      sets: [...e.sets, e.sets.at(-1) ?? DEFAULT_SET],
                    }))
                  }
                >
                  {t.routine.addSet(name)}
                </Button>
                {i < day.exercises.length - 1 ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={exercise.linkNext}
                      onChange={(e) =>
                        setExercise(exercise.key, (x) => ({ ...x, linkNext: e.target.checked }))
                      }
                    />{' '}
                    {t.routine.superset(name)}
                  </label>
                ) : null}
                {i > 0 ? (
                  <IconButton label={t.routine.moveUp(name)} onClick={() => move(i, i - 1)}>
                    ↑
                  </IconButton>
                ) : null}
                {i < day.exercises.length - 1 ? (
                  <IconButton label={t.routine.moveDown(name)} onClick={() => move(i, i + 1)}>
                    ↓
                  </IconButton>
                ) : null}
                <Button
                  variant="danger-outline"
                  size="sm"
                  onClick={() =>
                    onChange({
                      ...day,
                      exercises: day.exercises.filter((e) => e.key !== exercise.key),
                    })
                  }
                >
                  {t.routine.removeExercise(name)}
                </Button>
              </Row>
            </li>
          );
        })}
      </List>
      <Row>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t.routine.addExercise}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {t.routine.removeDay(day.name || t.routine.dayName(number))}
        </Button>
      </Row>
      <Modal open={picking} onClose={() => setPicking(false)} title={t.routine.addExercise}>
        {picker(add)}
      </Modal>
    </Card>
  );
}
