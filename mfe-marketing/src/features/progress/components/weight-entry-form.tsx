import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fromDisplayWeight, PROGRESS_LIMITS, weightUnit, type UnitSystem } from '@zak/contract';
import { Button, TextField, errorMessage, toast } from 'shared-ui';
import { useProgressT } from '../i18n';
import { useLogWrites } from '../api/daily-log';
import { dayProblem, localToday, parseDecimal } from '../lib/input';

/**
 * Logs a weight in the member's units (stored in kg). `withDate` adds a day picker (the tracker);
 * without it, the weight is today's (the dashboard's quick entry).
 */
export function WeightEntryForm({
  units,
  withDate,
  idPrefix,
}: {
  units: UnitSystem;
  withDate: boolean;
  idPrefix: string;
}) {
  const t = useProgressT();
  const w = t.weight;
  const { save } = useLogWrites('weights');
  const today = localToday();
  const [date, setDate] = useState(today);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = withDate ? dayProblem(date, today) : null;
    if (problem) {
      setDateError(t.dayProblems[problem]);
      return;
    }
    const typed = parseDecimal(value);
    const kg = typed === null ? null : fromDisplayWeight(typed, units);
    const { min, max } = PROGRESS_LIMITS.weightKg;
    if (kg === null || kg < min || kg > max) {
      setError(w.invalid);
      return;
    }
    save.mutate(
      { date, weightKg: Math.round(kg * 100) / 100 },
      {
        onSuccess: () => {
          setValue('');
          toast.success(t.saved);
        },
        onError: (err) => toast.error(t.errorTitle, errorMessage(err, t.saveError)),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={withDate ? w.title : w.quick}>
      {withDate && (
        <TextField
          id={`${idPrefix}-date`}
          label={w.date}
          type="date"
          value={date}
          max={today}
          min={PROGRESS_LIMITS.firstDate}
          onChange={(e) => {
            setDate(e.target.value);
            setDateError(null);
          }}
          error={dateError}
          required
        />
      )}
      <TextField
        id={`${idPrefix}-weight`}
        label={w.value(weightUnit(units))}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        error={error}
        required
      />
      <Button type="submit" disabled={save.isPending || value.trim() === ''}>
        {w.add}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1 1 140px;
    min-width: 0;
  }
`;
