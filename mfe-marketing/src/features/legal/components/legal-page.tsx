import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LegalDoc, LegalText } from '@zak/contract';
import { Button, ROUTES, useLanguage, type Lang } from 'shared-ui';
import { useT } from '../../../i18n';
import { Container, Muted, Section } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';
import { useLegalText } from '../api/get-legal-text';

const loadMarkdown = () => import('./legal-markdown');
const LegalMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.LegalMarkdown })));

/** The text in the visitor's language, else the other one (French is the reference). */
export function pickLegalText(text: LegalText, lang: Lang): { body: string; lang: Lang } | null {
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  if (text[lang].trim()) return { body: text[lang], lang };
  if (text[other].trim()) return { body: text[other], lang: other };
  return null;
}

/**
 * /mentions-legales and /conditions-generales: the administrator's markdown under the page's
 * heading. The heading and the text's box are drawn at once (the page preview holds them too);
 * the box is at least a screen high, so the text arriving below the heading moves nothing on
 * screen (the footer starts below the fold until then).
 */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const t = useT();
  const { lang } = useLanguage();
  usePageMeta(doc === 'terms' ? t.meta.terms : t.meta.legalNotice);
  const query = useLegalText(doc);
  // The renderer's chunk downloads while the text is fetched, not after.
  useEffect(() => {
    void loadMarkdown();
  }, []);

  return (
    <Section>
      <Narrow>
        <h1>{t.legal.titles[doc]}</h1>
        <Body aria-busy={query.isPending}>
          {query.isPending ? (
            <Muted role="status">{t.legal.loading}</Muted>
          ) : query.isError ? (
            <div role="alert">
              <p>{t.legal.loadError}</p>
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {t.legal.retry}
              </Button>
            </div>
          ) : (
            <LegalBody text={query.data} lang={lang} />
          )}
        </Body>
        <p>
          <Link to={ROUTES.contact}>{t.legal.contact}</Link>
        </p>
      </Narrow>
    </Section>
  );
}

function LegalBody({ text, lang }: { text: LegalText; lang: Lang }) {
  const t = useT();
  const shown = pickLegalText(text, lang);
  if (!shown) {
    return (
      <NotPublished>
        <strong>{t.legal.notPublished}</strong>
        <Muted>{t.legal.notPublishedHelp}</Muted>
      </NotPublished>
    );
  }
  const updated = text.updatedAt
    ? new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
        new Date(text.updatedAt),
      )
    : null;
  return (
    <>
      {updated && <Muted>{t.legal.updated(updated)}</Muted>}
      {shown.lang !== lang && <Note>{t.legal.otherLanguage}</Note>}
      <Suspense fallback={<Muted role="status">{t.legal.loading}</Muted>}>
        <LegalMarkdown text={shown.body} lang={shown.lang} />
      </Suspense>
    </>
  );
}

const Narrow = styled(Container)`
  max-width: 760px;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** At least a screen high: what arrives inside it pushes nothing visible. */
const Body = styled.div`
  min-height: 100vh;
  .legal-text {
    overflow-wrap: anywhere;
  }
  .legal-text h1,
  .legal-text h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  .legal-text h3,
  .legal-text h4 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  .legal-text pre {
    overflow-x: auto;
  }
`;

const NotPublished = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-style: italic;
`;
