// /entrainement/programmes/nouveau and /entrainement/programmes/:id: a routine's name and days,
// each day's exercises (picked in the catalogue) with their planned sets; save, make active, and
// delete after a confirmation.
import type { Exercise } from '@zak/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, TextField, errorMessage } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLinks } from '../../../lib/links';
import {
  useActivateRoutine,
  useDeleteRoutine,
  useRoutines,
  useSaveRoutine,
} from '../../../lib/routines';
import { formKey, toForm, toInput, type RoutineForm } from '../lib/form';
import { DayEditor } from './day-editor';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type Picker = (onPick: (exercise: Exercise) => void) => ReactNode;

export function RoutineEditorPage({ picker }: { picker: Picker }) {
  const t = useT();
  const { id } = useParams();
  const routines = useRoutines();
  if (!id)
    return <RoutineEditor key="new" id={null} initial={toForm(null)} active picker={picker} />;
  if (routines.isPending) return <p role="status">{t.home.loading}</p>;
  const routine = routines.data?.find((r) => r.id === id);
  if (!routine) return <p role="alert">{t.routine.notFound}</p>;
  return (
    <RoutineEditor
      key={id}
      id={id}
      initial={toForm(routine)}
      active={routine.active}
      picker={picker}
    />
  );
}

function RoutineEditor({
  id,
  initial,
  active,
  picker,
}: {
  id: string | null;
  initial: RoutineForm;
  active: boolean;
  picker: Picker;
}) {
  const t = useT();
  const links = useLinks();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [notice, setNotice] = useState(justCreated ? t.routine.saved : '');
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();
  const activate = useActivateRoutine();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id, input: toInput(form) },
      {
        onSuccess: (routine) => {
          setNotice(t.routine.saved);
          if (!id)
            void navigate(links.routine(routine.id), { replace: true, state: { created: true } });
        },
      },
    );
  };
  const error = save.error ?? remove.error ?? activate.error;

  return (
    <Form onSubmit={submit} aria-labelledby="routine-editor">
      <h2 id="routine-editor">{id ? t.routine.editTitle : t.routine.newTitle}</h2>
      <TextField
        label={t.routine.name}
        value={form.name}
        maxLength={80}
        required
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      {form.days.map((day, i) => (
        <DayEditor
          key={day.key}
          day={day}
          number={i + 1}
          picker={picker}
          onChange={(next) =>
            setForm((f) => ({ ...f, days: f.days.map((d) => (d.key === day.key ? next : d)) }))
          }
          onRemove={() => setForm((f) => ({ ...f, days: f.days.filter((d) => d.key !== day.key) }))}
        />
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          setForm((f) => ({ ...f, days: [...f.days, { key: formKey(), name: '', exercises: [] }] }))
        }
      >
        {t.routine.addDay}
      </Button>
      {error ? <p role="alert">{errorMessage(error, t.routine.failed)}</p> : null}
      <p role="status">{notice}</p>
      <Row>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {t.routine.save}
        </Button>
        {id && !active ? (
          <Button
            variant="secondary"
            onClick={() => activate.mutate(id, { onSuccess: () => setNotice(t.routine.activated) })}
          >
            {t.routine.activate}
          </Button>
        ) : null}
        {id ? (
          <Button variant="danger-outline" onClick={() => setConfirming(true)}>
            {t.routine.delete}
          </Button>
        ) : null}
      </Row>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.routine.deleteTitle}
        description={t.routine.deleteText(form.name)}
      >
        <Row>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.routine.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() =>
              id &&
              remove.mutate(id, { onSuccess: () => void navigate(links.home, { replace: true }) })
            }
          >
            {t.routine.confirmDelete}
          </Button>
        </Row>
      </Dialog>
    </Form>
  );
}
