import styled, { keyframes } from 'styled-components';
import { useSharedT } from '../../i18n/shared-dictionary';
import { VisuallyHidden } from '../visually-hidden';

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

/** Grey placeholder block while content loads. Decorative: pair it with a status text. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Loading indicator with an accessible status text (default "Chargement..." / "Loading..."). */
export function Spinner({ label, size = 24 }: { label?: string; size?: number }) {
  const t = useSharedT();
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t.loading}</VisuallyHidden>
    </span>
  );
}

const Track = styled.div`
  width: 100%;
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  overflow: hidden;
`;
const Fill = styled.div<{ $value: number }>`
  width: ${({ $value }) => $value}%;
  height: 100%;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.primary},
    ${({ theme }) => theme.color.accent}
  );
`;

/** Progress bar (role="progressbar"); `label` is its accessible name. */
export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const t = useSharedT();
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-label={label ?? t.progress}
    >
      <Fill $value={clamped} />
    </Track>
  );
}
