// The member's own exercise, fixed on its page (PUT /api/training/exercises/:id): its name,
// muscles, equipment and cue. What an import or a saved programme made has no muscles and
// equipment "other" until then.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EXERCISE_EQUIPMENT,
  MUSCLES,
  type CustomExerciseInput,
  type Exercise,
  type ExerciseEquipment,
  type Muscle,
} from '@zak/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiSend, Button, errorMessage, Select, Textarea, TextField } from 'shared-ui';
import { useT } from '../../../i18n';
import { StackedForm } from '../../../lib/figures';
import { EXERCISES_PATH } from '../../../lib/exercises';

function MuscleBoxes({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: Muscle[];
  onChange: (next: Muscle[]) => void;
  error?: string | null;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {MUSCLES.map((m) => (
        <label key={m}>
          <input
            type="checkbox"
            checked={value.includes(m)}
            onChange={(e) =>
              onChange(e.currentTarget.checked ? [...value, m] : value.filter((x) => x !== m))
            }
          />{' '}
          {t.muscles[m]}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ExerciseEditor({ exercise }: { exercise: Exercise }) {
  const t = useT();
  const e = t.exerciseEdit;
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [name, setName] = useState(exercise.name);
  const [equipment, setEquipment] = useState<ExerciseEquipment>(exercise.equipment);
  const [primary, setPrimary] = useState<Muscle[]>(exercise.primaryMuscles);
  const [secondary, setSecondary] = useState<Muscle[]>(exercise.secondaryMuscles);
  const [cue, setCue] = useState(exercise.cue);
  const [errors, setErrors] = useState<{ name?: string; primary?: string }>({});
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);
  // Focus follows the form: to its first field when it opens, back to "Edit" when it closes.
  useEffect(() => {
    if (open) form.current?.querySelector('input')?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const save = useMutation({
    mutationFn: (input: CustomExerciseInput) =>
      apiSend<Exercise>('PUT', `${EXERCISES_PATH}/${encodeURIComponent(exercise.id)}`, input),
    onSuccess: async () => {
      setOpen(false);
      setSaved(true);
      await client.invalidateQueries({ queryKey: [EXERCISES_PATH] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : e.nameRequired,
      primary: primary.length > 0 ? undefined : e.primaryRequired,
    };
    setErrors(next);
    if (next.name || next.primary) return;
    save.mutate({
      name: name.trim(),
      equipment,
      primaryMuscles: primary,
      secondaryMuscles: secondary.filter((m) => !primary.includes(m)),
      cue,
    });
  };
  if (!open)
    return (
      <div>
        <Button
          ref={opener}
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {e.open}
        </Button>
        <p role="status">{saved ? e.saved : ''}</p>
      </div>
    );
  return (
    <StackedForm ref={form} onSubmit={submit} noValidate aria-label={e.title}>
      <TextField
        label={e.name}
        value={name}
        error={errors.name}
        onChange={(ev) => setName(ev.currentTarget.value)}
      />
      <Select
        label={t.catalogue.equipment}
        value={equipment}
        options={EXERCISE_EQUIPMENT.map((q) => ({ value: q, label: t.equipment[q] }))}
        onChange={(ev) => setEquipment(ev.currentTarget.value as ExerciseEquipment)}
      />
      <MuscleBoxes
        legend={e.primary}
        value={primary}
        onChange={setPrimary}
        error={errors.primary}
      />
      <MuscleBoxes legend={e.secondary} value={secondary} onChange={setSecondary} />
      <Textarea
        label={t.catalogue.cue}
        value={cue}
        onChange={(ev) => setCue(ev.currentTarget.value)}
      />
      {save.isError ? <p role="alert">{errorMessage(save.error, e.failed)}</p> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {e.save}
        </Button>{' '}
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {e.cancel}
        </Button>
      </div>
    </StackedForm>
  );
}
