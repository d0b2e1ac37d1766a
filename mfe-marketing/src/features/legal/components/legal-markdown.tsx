// Loaded with the legal pages only (a lazy chunk): the markdown renderer (markdown-it and
// sanitize-html) never travels with the other pages.
import { useMemo } from 'react';
import styled from 'styled-components';
import { demoteHeadings, markdownCss, renderMarkdown } from 'shared-ui/markdown';

/**
 * The administrator's markdown as sanitised HTML (no script, no raw HTML, safe links only), its
 * headings one level under the page's own h1.
 */
export function LegalMarkdown({ text, lang }: { text: string; lang: string }) {
  const html = useMemo(() => demoteHeadings(renderMarkdown(text)), [text]);
  return (
    <Text
      lang={lang}
      className="legal-text"
      // Safe: renderMarkdown's output only holds the allow-listed tags and attributes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

// Tables, alignment, strike-through and rules as the chat and the admin draw them.
const Text = styled.div`
  ${markdownCss}
`;
