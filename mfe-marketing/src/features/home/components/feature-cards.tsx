import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, CardTitle, ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { Icon, type IconName } from '../../../lib/icons';
import { Container, Grid, Muted, Section, SectionTitle } from '../../../lib/layout';

const IconBox = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.accent};
`;

const WHY_ICONS: IconName[] = ['infinity', 'bolt', 'flame'];
const CAPABILITY_ICONS: IconName[] = ['dumbbell', 'meal', 'capsule', 'moon'];

/** Section 2: why the AI (three cards). */
export function WhySection() {
  const t = useT();
  return (
    <Section aria-labelledby="home-why-title">
      <Container>
        <SectionTitle id="home-why-title">{t.home.why.title}</SectionTitle>
        <Grid>
          {t.home.why.cards.map((card, index) => (
            <li key={card.title}>
              <Card as="article">
                <IconBox>
                  <Icon name={WHY_ICONS[index] ?? 'bolt'} />
                </IconBox>
                <CardTitle>{card.title}</CardTitle>
                <Muted>{card.text}</Muted>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

/** Section 3: capability preview (four cards and a see-all-features link). */
export function CapabilitiesSection() {
  const t = useT();
  return (
    <Section $tone="raised" aria-labelledby="home-capabilities-title">
      <Container>
        <SectionTitle id="home-capabilities-title">{t.home.capabilities.title}</SectionTitle>
        <Grid $min="220px">
          {t.home.capabilities.cards.map((card, index) => (
            <li key={card.title}>
              <Card as="article">
                <IconBox>
                  <Icon name={CAPABILITY_ICONS[index] ?? 'bolt'} />
                </IconBox>
                <CardTitle>{card.title}</CardTitle>
                <Muted>{card.text}</Muted>
              </Card>
            </li>
          ))}
        </Grid>
        <SeeAll to={ROUTES.info}>{t.home.capabilities.seeAll} →</SeeAll>
      </Container>
    </Section>
  );
}

const SeeAll = styled(Link)`
  display: block;
  width: fit-content;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
