import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { delayFromPageStart, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';

/** The info page's splash lasts 750 ms. */
export const SPLASH_MS = 750;

/**
 * "Initialisation Zak IA..." over the page for 750 ms. It is a fixed overlay above content that is
 * already laid out, so removing it moves nothing (no layout shift).
 */
export function Splash() {
  const t = useT();
  const { lang } = useLanguage();
  // Taking over the page preview: its splash, counted from the page's start, is not shown again.
  const [wait] = useState(() => delayFromPageStart(SPLASH_MS, lang));
  const [shown, setShown] = useState(wait > 0);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setTimeout(() => setShown(false), wait);
    return () => window.clearTimeout(timer);
  }, [shown, wait]);
  if (!shown) return null;
  return (
    <Overlay role="status" id="info-splash">
      <Pulse aria-hidden="true" />
      <Text>{t.info.splash}</Text>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.background};
`;
const Pulse = styled.span`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: info-splash-spin 0.8s linear infinite;
  @keyframes info-splash-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Text = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;
