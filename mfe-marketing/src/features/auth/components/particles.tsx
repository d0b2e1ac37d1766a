import { useState } from 'react';
import styled, { keyframes } from 'styled-components';

/** 50 particles, random delay up to 2 s, duration 3 to 6 s. */
export const PARTICLE_COUNT = 50;
export const MAX_DELAY_S = 2;
export const MIN_DURATION_S = 3;
export const MAX_DURATION_S = 6;

export interface Particle {
  left: number;
  top: number;
  size: number;
  delay: number;
  duration: number;
}

export function makeParticles(random: () => number = Math.random): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => ({
    left: random() * 100,
    top: random() * 100,
    size: 2 + random() * 3,
    delay: random() * MAX_DELAY_S,
    duration: MIN_DURATION_S + random() * (MAX_DURATION_S - MIN_DURATION_S),
  }));
}

/** Decorative floating dots behind the auth form; motionless and hidden under reduced motion. */
export function Particles() {
  // None in the page preview (built once, ahead of time): each visit draws its own.
  const [particles] = useState(() => (typeof document === 'undefined' ? [] : makeParticles()));
  return (
    <Layer aria-hidden="true">
      {particles.map((p, index) => (
        <Dot
          key={index}
          style={{
            left: `${p.left}%`,
            top: `${p.top}%`,
            width: `${p.size}px`,
            height: `${p.size}px`,
            animationDelay: `${p.delay.toFixed(2)}s`,
            animationDuration: `${p.duration.toFixed(2)}s`,
          }}
        />
      ))}
    </Layer>
  );
}

const float = keyframes`
  0% { transform: translateY(0); opacity: 0; }
  30% { opacity: 0.8; }
  100% { transform: translateY(-80px); opacity: 0; }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;
const Dot = styled.span`
  position: absolute;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  opacity: 0;
  animation-name: ${float};
  animation-timing-function: ease-in-out;
  animation-iteration-count: infinite;
  will-change: transform, opacity;
`;
