// The frame of this remote's text pages (privacy, legal notice, terms): one narrow column, the
// page's heading, the text, then the contact link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ROUTES } from 'shared-ui';
import { Container, Section } from './layout';

export function TextPage({
  title,
  contact,
  children,
}: {
  title: string;
  /** The contact link's text. */
  contact: string;
  children: ReactNode;
}) {
  return (
    <Section>
      <Narrow>
        <h1>{title}</h1>
        {children}
        <p>
          <Link to={ROUTES.contact}>{contact}</Link>
        </p>
      </Narrow>
    </Section>
  );
}

const Narrow = styled(Container)`
  max-width: 760px;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3,
  h4 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  a {
    color: ${({ theme }) => theme.color.text};
  }
  pre {
    overflow-x: auto;
  }
`;
