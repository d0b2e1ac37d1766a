// A settings block folded behind its title on a phone (issue #38: the account page kept within a
// few screens), open as it was on a wider screen. A native <details>: the browser gives it its
// keyboard (Enter, Space), its focus and its expanded state for screen readers.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobile } from 'shared-ui';

export function PhoneFold({
  title,
  children,
  ownTitle = false,
}: {
  /** The one line the folded block shows. */
  title: string;
  children: ReactNode;
  /**
   * The block opens with a heading of the same words: shown to screen readers only when folded,
   * so the title is not read twice on the screen.
   */
  ownTitle?: boolean;
}) {
  const compact = useIsMobile();
  if (!compact) return <>{children}</>;
  return (
    <Details $ownTitle={ownTitle}>
      <summary>{title}</summary>
      <div>{children}</div>
    </Details>
  );
}

const Details = styled.details<{ $ownTitle: boolean }>`
  margin-top: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '';
    width: 10px;
    height: 10px;
    margin-left: ${({ theme }) => theme.space.sm};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &[open] > summary::after {
    transform: rotate(-135deg);
  }
  > div {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
  > div > :first-child {
    margin-top: 0;
  }
  /* Its own first heading, for screen readers only (the summary shows the words). */
  ${({ $ownTitle }) =>
    $ownTitle
      ? `> div > :first-child > :is(h2, h3):first-child {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }`
      : ''}
`;
