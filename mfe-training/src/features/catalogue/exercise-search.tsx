// The exercise catalogue search (first screen of /entrainement): GET /api/training/exercises?q=,
// each result with its name, muscles, equipment and technique cue in the member's language.
import { useQuery } from '@tanstack/react-query';
import type { Exercise } from '@zak/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import { useT } from '../../i18n';
import { exercisesQueryOptions } from '../../lib/exercises';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 220px;
    min-width: 0;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;
const Status = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** One result: the name, then muscles (primary first), equipment and cue. */
function ExerciseItem({
  exercise,
  action,
  Name,
}: {
  exercise: Exercise;
  action?: ReactNode;
  Name: 'h3' | 'h4';
}) {
  const t = useT();
  const muscles = [...exercise.primaryMuscles, ...exercise.secondaryMuscles]
    .map((m) => t.muscles[m])
    .join(', ');
  return (
    <Item>
      <Name>{exercise.name}</Name>
      <dl>
        <dt>{t.catalogue.muscles}</dt>
        <dd>{muscles}</dd>
        <dt>{t.catalogue.equipment}</dt>
        <dd>{t.equipment[exercise.equipment]}</dd>
        {exercise.cue ? (
          <>
            <dt>{t.catalogue.cue}</dt>
            <dd>{exercise.cue}</dd>
          </>
        ) : null}
      </dl>
      {action}
    </Item>
  );
}

export interface ExerciseSearchProps {
  /** What each result offers (a link to its page, "Add" in the routine editor). */
  actionFor?: (exercise: Exercise) => ReactNode;
  /** The heading's level: 2 on its page, 3 inside another screen's section. */
  headingLevel?: 2 | 3;
}

export function ExerciseSearch({ actionFor, headingLevel = 2 }: ExerciseSearchProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const query = useQuery(exercisesQueryOptions(q));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t.catalogue.heading}</Heading>
      <Form role="search" onSubmit={submit}>
        <TextField
          type="search"
          label={t.catalogue.searchLabel}
          hint={t.catalogue.searchHint}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{t.catalogue.search}</Button>
      </Form>
      {query.isPending ? <Status role="status">{t.catalogue.loading}</Status> : null}
      {query.isError ? (
        <div role="alert">
          <Status>{t.catalogue.failed}</Status>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.catalogue.retry}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && query.data.exercises.length === 0 ? (
        <Status role="status">{t.catalogue.empty}</Status>
      ) : null}
      {query.isSuccess && query.data.exercises.length > 0 ? (
        <List aria-label={t.catalogue.heading}>
          {query.data.exercises.map((exercise) => (
            <ExerciseItem
              key={exercise.id}
              exercise={exercise}
              action={actionFor?.(exercise)}
              Name={headingLevel === 2 ? 'h3' : 'h4'}
            />
          ))}
        </List>
      ) : null}
    </section>
  );
}
