import { lazy, Suspense } from 'react';
import { useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { Muted } from '../../../lib/layout';
import { TextPage } from '../../../lib/text-page';
import { usePageMeta } from '../../../lib/page-meta';
import { useLegalText } from '../api/get-legal-text';
import { LegalFrame } from './legal-frame';
import { pickLegalText } from '../pick-legal-text';

// The legal pages' chunk (markdown renderer included), downloaded only when the administrator has
// written a privacy text of their own.
const LegalBody = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalBody })));

/**
 * /privacy: what is processed, why, for how long, the member's rights. The administrator's text
 * (Paramètres, Pages légales) when there is one; the built-in text otherwise, and meanwhile (it is
 * also the page preview's, so the common case, no text of theirs, never changes on screen).
 */
export function PrivacyPage() {
  const t = useT();
  const { lang } = useLanguage();
  usePageMeta(t.meta.privacy);
  const custom = useLegalText('privacy');
  if (custom.data && pickLegalText(custom.data, lang)) {
    return (
      <LegalFrame doc="privacy">
        <Suspense fallback={<Muted role="status">{t.legal.loading}</Muted>}>
          <LegalBody text={custom.data} lang={lang} />
        </Suspense>
      </LegalFrame>
    );
  }
  return (
    <TextPage title={t.privacy.title} contact={t.privacy.contact}>
      <Muted>{t.privacy.updated}</Muted>
      {t.privacy.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </TextPage>
  );
}
