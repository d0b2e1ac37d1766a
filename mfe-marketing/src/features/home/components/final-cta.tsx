import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { ShopButton } from '../../../lib/external-link';
import { Actions, Container, Muted, Section, SectionTitle } from '../../../lib/layout';
import { Offers } from './offers';

/** Section 5: final call to action (subscribe, learn more, stats 24/7, 100%, ∞), offers, claims. */
export function FinalCta() {
  const t = useT();
  return (
    <Section $tone="raised" aria-labelledby="home-cta-title">
      <Container>
        <SectionTitle id="home-cta-title">{t.home.cta.title}</SectionTitle>
        <Lead>{t.home.cta.text}</Lead>
        <Actions $center>
          <ShopButton size="lg">{t.common.subscribe}</ShopButton>
          <ButtonLink as={Link} to={ROUTES.info} $variant="secondary" $size="lg">
            {t.common.learnMore}
          </ButtonLink>
        </Actions>
        <Stats>
          {t.home.cta.stats.map((stat) => (
            <div key={stat.value}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
        <Offers />
        <ClaimsTitle as="h3">{t.home.claims.title}</ClaimsTitle>
        <Claims>
          {t.home.claims.items.map((claim) => (
            <li key={claim.value}>
              <strong>{claim.value}</strong> {claim.label}
            </li>
          ))}
        </Claims>
      </Container>
    </Section>
  );
}

const Lead = styled(Muted)`
  max-width: 640px;
  margin: -${({ theme }) => theme.space.md} auto ${({ theme }) => theme.space.xl};
  text-align: center;
`;
const Stats = styled.dl`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxl};
  margin: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: ${({ theme }) => theme.fontWeight.black};
    color: ${({ theme }) => theme.color.accent};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
/** A sub-heading of the section, drawn like the page's section headings. */
const ClaimsTitle = styled(SectionTitle)`
  margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
`;
const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 260px;
    text-align: center;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.text};
  }
`;
