import { useT } from '../../../i18n';
import { Muted } from '../../../lib/layout';
import { TextPage } from '../../../lib/text-page';
import { usePageMeta } from '../../../lib/page-meta';

/** /privacy: what is stored, why, for how long, the one essential cookie, the member's rights. */
export function PrivacyPage() {
  const t = useT();
  usePageMeta(t.meta.privacy);
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
