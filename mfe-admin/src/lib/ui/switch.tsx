import styled from 'styled-components';
import { v } from './primitives';

const Track = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${v('text')};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .knob {
    position: relative;
    width: 40px;
    height: 22px;
    border-radius: 11px;
    background: ${v('border')};
    transition: background ${({ theme }) => theme.transition.fast};
  }

  .knob::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform ${({ theme }) => theme.transition.fast};
  }

  &[aria-checked='true'] .knob {
    background: ${v('success')};
  }

  &[aria-checked='true'] .knob::after {
    transform: translateX(18px);
  }
`;

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name; the visible `text` (e.g. "Actif") is the state. */
  label: string;
  text?: string;
  disabled?: boolean;
  title?: string;
}

export function Switch({ checked, onChange, label, text, disabled, title }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      title={title}
      onClick={() => onChange(!checked)}
    >
      <span className="knob" aria-hidden="true" />
      {text && <span aria-hidden="true">{text}</span>}
    </Track>
  );
}
