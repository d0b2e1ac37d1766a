import styled from 'styled-components';
import { Badge, LanguageToggle } from 'shared-ui';
import { useT } from '../../../i18n';
import { ShopButton } from '../../../lib/external-link';
import { Actions, Muted } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';
import { ComparisonTable } from './comparison-table';
import { FeatureCards, PriceCard, WarningAndCta } from './info-sections';
import { Splash } from './splash';

/** /zak-ia-info: splash, hero, comparison, six features, price, warning, final call to action. */
export function InfoPage() {
  const t = useT();
  usePageMeta(t.meta.info);
  return (
    <>
      <Splash />
      <Hero aria-labelledby="info-title">
        <Toggle>
          <LanguageToggle />
        </Toggle>
        <Badge $tone="warning">{t.info.hero.badge}</Badge>
        <Title id="info-title">{t.info.hero.title}</Title>
        <Lead>{t.info.hero.text}</Lead>
        <Actions $center>
          <ShopButton size="lg">{t.common.subscribeAi}</ShopButton>
        </Actions>
      </Hero>
      <ComparisonTable />
      <FeatureCards />
      <PriceCard />
      <WarningAndCta />
    </>
  );
}

const Hero = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.md};
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(245, 158, 11, 0.18), transparent 60%);
`;
const Toggle = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;
const Title = styled.h1`
  max-width: 860px;
  margin: ${({ theme }) => theme.space.md} auto;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.display};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;
const Lead = styled(Muted)`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
