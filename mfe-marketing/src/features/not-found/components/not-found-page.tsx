import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { Muted, Section } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';

/** Every path outside the route table (the server also answers it with status 404). */
export function NotFoundPage() {
  const t = useT();
  usePageMeta(t.meta.notFound);
  return (
    <Centered>
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <Muted>{t.notFound.explanation}</Muted>
      <ButtonLink as={Link} to={ROUTES.home}>
        {t.notFound.home}
      </ButtonLink>
    </Centered>
  );
}

const Centered = styled(Section)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60vh;
  justify-content: center;
  text-align: center;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
  }
`;
