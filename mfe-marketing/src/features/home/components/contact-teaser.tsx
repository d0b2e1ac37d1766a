import { Link } from 'react-router';
import { ButtonLink, ROUTES } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Actions, Container, Muted, Section, SectionTitle } from '../../../lib/layout';

/** Section 6: contact teaser (to /contact and /contact#social). */
export function ContactTeaser() {
  const t = useT();
  return (
    <Section aria-labelledby="home-contact-title">
      <Container>
        <SectionTitle id="home-contact-title">{t.home.contact.title}</SectionTitle>
        <Text>{t.home.contact.text}</Text>
        <Actions $center>
          <ButtonLink as={Link} to={ROUTES.contact} $size="lg">
            {t.home.contact.contactLink}
          </ButtonLink>
          <ButtonLink as={Link} to={ROUTES.contactSocial} $variant="secondary" $size="lg">
            {t.home.contact.socialLink}
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}

const Text = styled(Muted)`
  margin: -${({ theme }) => theme.space.md} auto ${({ theme }) => theme.space.xl};
  text-align: center;
`;
