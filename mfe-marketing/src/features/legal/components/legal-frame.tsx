import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LegalDoc } from '@zak/contract';
import { useT } from '../../../i18n';
import { Muted } from '../../../lib/layout';
import { TextPage } from '../../../lib/text-page';

/**
 * The legal pages' frame: heading, the text's box, the contact link. Drawn alone while the page's
 * own chunk loads (and in the page preview, which has no text), then around the text. The box is
 * at least a screen high, so what arrives inside it moves nothing on screen (the footer starts
 * below the fold until then).
 */
export function LegalFrame({ doc, children }: { doc: LegalDoc; children?: ReactNode }) {
  const t = useT();
  return (
    <TextPage title={t.legal.titles[doc]} contact={t.legal.contact}>
      <Body aria-busy={children === undefined}>
        {children ?? <Muted role="status">{t.legal.loading}</Muted>}
      </Body>
    </TextPage>
  );
}

// The legal text's own headings come one level under the page's h1 (demoteHeadings): the frame's
// h2-h4 rules apply to them.
const Body = styled.div`
  min-height: 100vh;
`;
