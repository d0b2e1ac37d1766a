import { Link } from 'react-router';
import styled from 'styled-components';
import { ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { Container, Muted, Section } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';

/** /privacy: what is stored, why, for how long, the one essential cookie, the member's rights. */
export function PrivacyPage() {
  const t = useT();
  usePageMeta(t.meta.privacy);
  return (
    <Section>
      <Narrow>
        <h1>{t.privacy.title}</h1>
        <Muted>{t.privacy.updated}</Muted>
        {t.privacy.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          <Link to={ROUTES.contact}>{t.privacy.contact}</Link>
        </p>
      </Narrow>
    </Section>
  );
}

const Narrow = styled(Container)`
  max-width: 760px;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;
