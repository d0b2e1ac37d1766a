import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LegalDoc } from '@zak/contract';
import { ROUTES } from 'shared-ui';
import { useT } from '../../../i18n';
import { Container, Muted, Section } from '../../../lib/layout';

/**
 * The legal pages' frame: heading, the text's box, the contact link. Drawn alone while the page's
 * own chunk loads (and in the page preview, which has no text), then around the text. The box is
 * at least a screen high, so what arrives inside it moves nothing on screen (the footer starts
 * below the fold until then).
 */
export function LegalFrame({ doc, children }: { doc: LegalDoc; children?: ReactNode }) {
  const t = useT();
  return (
    <Section>
      <Narrow>
        <h1>{t.legal.titles[doc]}</h1>
        <Body aria-busy={children === undefined}>
          {children ?? <Muted role="status">{t.legal.loading}</Muted>}
        </Body>
        <p>
          <Link to={ROUTES.contact}>{t.legal.contact}</Link>
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
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

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
