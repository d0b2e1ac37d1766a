import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { Actions, Container, Section, SectionTitle } from '../../../lib/layout';

/** Section 4: a sample chat mock-up and "Access AI now" (to /auth). */
export function InterfacePreview() {
  const t = useT();
  const p = t.home.preview;
  return (
    <Section aria-labelledby="home-preview-title">
      <Container>
        <SectionTitle id="home-preview-title">{p.title}</SectionTitle>
        <Mock aria-label={p.caption}>
          <Bubble $mine>
            <Author>{p.userLabel}</Author>
            {p.userMessage}
          </Bubble>
          <Bubble $mine={false}>
            <Author>{p.aiLabel}</Author>
            {p.aiMessage}
          </Bubble>
        </Mock>
        <Actions $center>
          <ButtonLink as={Link} to={ROUTES.auth} $size="lg">
            {p.cta}
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}

const Mock = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;
const Bubble = styled.p<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.color.primary : theme.color.surfaceRaised)};
  color: ${({ theme, $mine }) => ($mine ? theme.color.onPrimary : theme.color.text)};
`;
const Author = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  margin-bottom: ${({ theme }) => theme.space.xxs};
`;
