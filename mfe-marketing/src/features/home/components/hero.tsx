import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, delayFromPageStart, ROUTES, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { ShopButton } from '../../../lib/external-link';
import { Actions } from '../../../lib/layout';
import { usePrefersReducedMotion } from '../../../lib/motion';

/** The hero's content fades in after 200 ms. */
export const HERO_FADE_DELAY_MS = 200;
/** Length of the fade. */
export const HERO_FADE_MS = 600;

/** Opacity only: the content keeps its box from the first paint, so nothing shifts. */
export function Hero() {
  const t = useT();
  const { lang } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  // Taking over the page preview: its fade, counted from the page's start, goes on (no second fade).
  const [wait] = useState(() => delayFromPageStart(HERO_FADE_DELAY_MS, lang));
  const [visible, setVisible] = useState(wait === 0);

  useEffect(() => {
    if (visible) return undefined;
    const timer = window.setTimeout(() => setVisible(true), wait);
    return () => window.clearTimeout(timer);
  }, [visible, wait]);

  return (
    <Wrapper aria-labelledby="home-hero-title">
      <Content $visible={visible || reducedMotion} $animate={!reducedMotion} id="home-hero-content">
        <Eyebrow>{t.home.hero.eyebrow}</Eyebrow>
        <Title id="home-hero-title">{t.home.hero.title}</Title>
        <Tagline>{t.home.hero.tagline}</Tagline>
        <Actions $center>
          <ShopButton size="lg">{t.common.subscribe}</ShopButton>
          <ButtonLink as={Link} to={ROUTES.info} $variant="secondary" $size="lg">
            {t.common.learnMore}
          </ButtonLink>
        </Actions>
      </Content>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: min(88vh, 760px);
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  background:
    radial-gradient(ellipse at top, rgba(220, 38, 38, 0.25), transparent 60%),
    ${({ theme }) => theme.color.background};
  text-align: center;
`;
const Content = styled.div<{ $visible: boolean; $animate: boolean }>`
  max-width: 860px;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: ${({ $animate }) => ($animate ? `opacity ${HERO_FADE_MS}ms ease` : 'none')};
`;
const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.display};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;
const Tagline = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 680px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;
