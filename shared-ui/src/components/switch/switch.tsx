import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type SwitchTone = 'primary' | 'success';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Track = styled.button<{ $on: boolean; $tone: SwitchTone }>`
  position: relative;
  width: 48px;
  height: 28px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $on, $tone }) => ($on ? theme.color[$tone] : theme.color.border)};
  background: ${({ theme, $on, $tone }) => ($on ? theme.color[$tone] : theme.color.surfaceRaised)};
  cursor: pointer;
  padding: 0;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '22px' : '2px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #ffffff;
    transition: left ${({ theme }) => theme.transition.fast};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
// A disabled switch's text is muted with a colour that keeps AA contrast (half opacity did not).
const StateText = styled.span<{ $disabled?: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : 'inherit')};
`;

interface BaseSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  title?: string;
  /** Colour of the "on" state (default the brand colour; `success` for an active/inactive flag). */
  tone?: SwitchTone;
}

export type SwitchProps = BaseSwitchProps &
  (
    | {
        /** Visible label; also the accessible name. */
        label: ReactNode;
        text?: undefined;
      }
    | {
        /** Accessible name, when the visible text is the state rather than a label. */
        label: string;
        /** Visible state text beside the track (e.g. "Actif" / "Inactif"), hidden from readers. */
        text: ReactNode;
      }
  );

/** An on/off switch (role="switch", aria-checked), operable with Space and Enter. */
export function Switch({
  checked,
  onChange,
  label,
  text,
  disabled,
  id,
  title,
  tone = 'primary',
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const withStateText = text !== undefined;
  return (
    <Row>
      <Track
        type="button"
        role="switch"
        id={controlId}
        aria-checked={checked}
        aria-labelledby={withStateText ? undefined : labelId}
        aria-label={withStateText ? (label as string) : undefined}
        disabled={disabled}
        title={title}
        $on={checked}
        $tone={tone}
        onClick={() => onChange(!checked)}
      />
      {withStateText ? (
        <StateText aria-hidden="true" $disabled={disabled}>
          {text}
        </StateText>
      ) : (
        <span id={labelId}>{label}</span>
      )}
    </Row>
  );
}
