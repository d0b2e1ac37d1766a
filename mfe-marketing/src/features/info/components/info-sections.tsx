import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, Card, CardTitle, ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { ShopButton } from '../../../lib/external-link';
import { Actions, Container, Grid, Muted, Section, SectionTitle } from '../../../lib/layout';

/** Six feature cards. */
export function FeatureCards() {
  const t = useT();
  return (
    <Section $tone="raised" aria-labelledby="info-features-title">
      <Container>
        <SectionTitle id="info-features-title">{t.info.features.title}</SectionTitle>
        <FeatureGrid>
          {t.info.features.cards.map((card) => (
            <li key={card.title}>
              <Card as="article">
                <CardTitle>{card.title}</CardTitle>
                <Muted>{card.text}</Muted>
              </Card>
            </li>
          ))}
        </FeatureGrid>
      </Container>
    </Section>
  );
}

/** Six cards in even rows: 3 + 3 on desktop, 2 + 2 + 2 on tablets, one column on phones. */
const FeatureGrid = styled(Grid)`
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1023.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The price card: 4,99 € per month. */
export function PriceCard() {
  const t = useT();
  const p = t.info.price;
  return (
    <Section aria-labelledby="info-price-title">
      <Container>
        <SectionTitle id="info-price-title">{p.title}</SectionTitle>
        <Price as="article" $highlight>
          <CardTitle>{p.name}</CardTitle>
          <Amount>
            <strong>{p.amount}</strong> <span>{p.period}</span>
          </Amount>
          <ul>
            {p.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <ShopButton size="lg">{t.common.subscribeAi}</ShopButton>
          <Muted>{p.note}</Muted>
        </Price>
      </Container>
    </Section>
  );
}

/** Health warning and final call to action. */
export function WarningAndCta() {
  const t = useT();
  return (
    <Section $tone="raised" aria-labelledby="info-cta-title">
      <Container>
        <Warning role="note" aria-labelledby="info-warning-title">
          <h2 id="info-warning-title">⚠ {t.info.warning.title}</h2>
          <p>{t.info.warning.text}</p>
        </Warning>
        <SectionTitle id="info-cta-title">{t.info.finalCta.title}</SectionTitle>
        <CtaText>{t.info.finalCta.text}</CtaText>
        <Actions $center>
          <ShopButton size="lg">{t.common.subscribe}</ShopButton>
          <ButtonLink as={Link} to={ROUTES.auth} $variant="secondary" $size="lg">
            {t.info.finalCta.account}
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}

const Price = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
  margin: 0 auto;
  text-align: center;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const Amount = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.display};
    font-family: ${({ theme }) => theme.font.heading};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Warning = styled.div`
  max-width: 820px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.warning};
  }
  p {
    margin: 0;
  }
`;
const CtaText = styled(Muted)`
  margin: -${({ theme }) => theme.space.md} auto ${({ theme }) => theme.space.xl};
  text-align: center;
`;
