// The legal pages' own chunk (a lazy route): the text's query and states. The markdown renderer
// is a chunk of its own, downloaded while the text is fetched.
import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import type { LegalDoc, LegalText } from '@zak/contract';
import { Button, useLanguage, type Lang } from 'shared-ui';
import { useT } from '../../../i18n';
import { Muted } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';
import { useLegalText } from '../api/get-legal-text';
import { LegalFrame } from './legal-frame';
import { pickLegalText } from '../pick-legal-text';

const loadMarkdown = () => import('./legal-markdown');
const LegalMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.LegalMarkdown })));

/** /mentions-legales and /conditions-generales: the administrator's markdown in the frame. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const t = useT();
  const { lang } = useLanguage();
  usePageMeta(doc === 'terms' ? t.meta.terms : t.meta.legalNotice);
  const query = useLegalText(doc);
  useEffect(() => {
    void loadMarkdown();
  }, []);

  if (query.isPending) return <LegalFrame doc={doc} />;
  return (
    <LegalFrame doc={doc}>
      {query.isError ? (
        <div role="alert">
          <p>{t.legal.loadError}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t.legal.retry}
          </Button>
        </div>
      ) : (
        <LegalBody text={query.data} lang={lang} />
      )}
    </LegalFrame>
  );
}

export function LegalBody({ text, lang }: { text: LegalText; lang: Lang }) {
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
