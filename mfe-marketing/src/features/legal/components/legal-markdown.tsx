// Loaded with the legal pages only (a lazy chunk): the markdown renderer (markdown-it and
// sanitize-html) never travels with the other pages.
import { useMemo } from 'react';
import { renderMarkdown } from 'shared-ui/markdown';

/** The administrator's markdown as sanitised HTML (no script, no raw HTML, safe links only). */
export function LegalMarkdown({ text, lang }: { text: string; lang: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <div
      lang={lang}
      className="legal-text"
      // Safe: renderMarkdown's output only holds the allow-listed tags and attributes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
