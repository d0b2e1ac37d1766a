// Loaded with the legal pages only (a lazy chunk): the markdown renderer (markdown-it and
// sanitize-html) never travels with the other pages.
import { useMemo } from 'react';
import { demoteHeadings, renderMarkdown } from 'shared-ui/markdown';

/**
 * The administrator's markdown as sanitised HTML (no script, no raw HTML, safe links only), its
 * headings one level under the page's own h1.
 */
export function LegalMarkdown({ text, lang }: { text: string; lang: string }) {
  const html = useMemo(() => demoteHeadings(renderMarkdown(text)), [text]);
  return (
    <div
      lang={lang}
      className="legal-text"
      // Safe: renderMarkdown's output only holds the allow-listed tags and attributes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
