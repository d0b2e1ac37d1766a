import styled from 'styled-components';
import { Badge, Card, CardTitle } from 'shared-ui';
import { useT } from '../../../i18n';
import { ShopButton } from '../../../lib/external-link';
import { Grid, SectionTitle } from '../../../lib/layout';

type OfferKey = 'ai' | 'lite' | 'pro';
const ORDER: OfferKey[] = ['ai', 'lite', 'pro'];

/** The three offers: AI 4.99 €/month, LITE 49 € one-time, PRO 129 €/month (POPULAR). */
export function Offers() {
  const t = useT();
  const offers = t.home.offers;
  return (
    <>
      <OffersTitle as="h3" id="home-offers-title">
        {offers.title}
      </OffersTitle>
      <Grid $min="260px" aria-labelledby="home-offers-title">
        {ORDER.map((key) => {
          const offer = offers[key];
          const popular = key === 'pro';
          return (
            <li key={key}>
              <Offer as="article" $highlight={popular} data-offer={key}>
                {popular ? <Popular $tone="primary">{offers.popular}</Popular> : null}
                <CardTitle>{offer.name}</CardTitle>
                <Price>
                  <strong>{offer.price}</strong> <span>{offer.period}</span>
                </Price>
                <Features>
                  {offer.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </Features>
                <ShopButton variant={popular ? 'primary' : 'secondary'}>{offer.cta}</ShopButton>
              </Offer>
            </li>
          );
        })}
      </Grid>
    </>
  );
}

/** A sub-heading of the call-to-action section, drawn like the page's section headings. */
const OffersTitle = styled(SectionTitle)`
  margin-top: ${({ theme }) => theme.space.xxl};
`;
const Offer = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  text-align: left;
`;
// White on the primary red (4.8:1): the badge's default near-white text falls short of 4.5:1.
const Popular = styled(Badge)`
  color: #ffffff;
  position: absolute;
  top: -10px;
  right: ${({ theme }) => theme.space.md};
`;
const Price = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Features = styled.ul`
  flex: 1;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
