import { SET_TYPES, TRAINING_LIMITS, type SetType, type TargetSet } from '@zak/contract';
import styled from 'styled-components';
import { IconButton, InputControl, SelectControl } from 'shared-ui';
import { useT } from '../../../i18n';

const Row = styled.li`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const int = (text: string, max: number) =>
  Math.max(0, Math.min(max, Math.round(Number(text) || 0)));

function NumberInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | '';
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <InputControl inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** One planned set: its type, rep range, target RIR and rest. */
export function TargetSetRow({
  set,
  number,
  onChange,
  onRemove,
}: {
  set: TargetSet;
  number: number;
  onChange: (set: TargetSet) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const L = TRAINING_LIMITS;
  return (
    <Row aria-label={t.routine.set(number)}>
      <label>
        {t.routine.type}
        <SelectControl
          value={set.type}
          onChange={(e) => onChange({ ...set, type: e.target.value as SetType })}
        >
          {SET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.setTypes[type]}
            </option>
          ))}
        </SelectControl>
      </label>
      <NumberInput
        label={t.routine.rest}
        value={set.restSeconds}
        onChange={(v) => onChange({ ...set, restSeconds: int(v, L.restSecondsMax) })}
      />
      <NumberInput
        label={t.routine.repsMin}
        value={set.repsMin}
        onChange={(v) => onChange({ ...set, repsMin: int(v, L.repsMax) })}
      />
      <NumberInput
        label={t.routine.repsMax}
        value={set.repsMax}
        onChange={(v) => onChange({ ...set, repsMax: int(v, L.repsMax) })}
      />
      <NumberInput
        label={t.routine.rir}
        value={set.rir ?? ''}
        onChange={(v) => onChange({ ...set, rir: v === '' ? null : int(v, L.rirMax) })}
      />
      <IconButton label={t.routine.removeSet(number)} onClick={onRemove}>
        ×
      </IconButton>
    </Row>
  );
}
