import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 48px;
  height: 28px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surfaceRaised)};
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

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; also the accessible name. */
  label: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch (role="switch", aria-checked), operable with Space and Enter. */
export function Switch({ checked, onChange, label, disabled, id }: SwitchProps) {
  const generated = useId();
  const labelId = `${id ?? generated}-label`;
  return (
    <Row>
      <Track
        type="button"
        role="switch"
        id={id ?? generated}
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        $on={checked}
        onClick={() => onChange(!checked)}
      />
      <span id={labelId}>{label}</span>
    </Row>
  );
}
