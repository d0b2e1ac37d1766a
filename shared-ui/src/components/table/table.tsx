import { forwardRef, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

// Where the hidden columns are: a shadow on each edge that has more to scroll to.
const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 1;
    width: 20px;
    pointer-events: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.transition.fast};
  }
  &::before {
    left: 0;
    background: linear-gradient(
      to right,
      ${({ theme }) => (theme.mode === 'dark' ? 'rgba(255, 255, 255, 0.22)' : 'rgba(0, 0, 0, 0.2)')},
      transparent
    );
  }
  &::after {
    right: 0;
    background: linear-gradient(
      to left,
      ${({ theme }) => (theme.mode === 'dark' ? 'rgba(255, 255, 255, 0.22)' : 'rgba(0, 0, 0, 0.2)')},
      transparent
    );
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 1;
  }
`;

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

export interface TableWrapperProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the scrolling region (the table's caption or heading) once it can scroll. */
  label?: string;
}

/**
 * Scrollable wrapper so wide tables never widen the page on mobile: the table scrolls inside it,
 * an edge shadow shows there is more, and while it can scroll it is a named region that the
 * keyboard can reach (arrow keys scroll it). Props other than `label` go to the scrolling box.
 */
export const TableWrapper = forwardRef<HTMLDivElement, TableWrapperProps>(function TableWrapper(
  { label, children, ...rest },
  ref,
) {
  const box = useRef<HTMLDivElement | null>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      box.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const measure = useCallback(() => {
    const node = box.current;
    if (!node) return;
    const start = node.scrollLeft > 1;
    const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  // Measured after every render, before the browser paints: rows that arrive make the region
  // focusable in the same frame, not whenever the resize observer's callback runs (an audit or a
  // keyboard user between the two found a scrolling region they could not reach).
  useLayoutEffect(measure);

  useEffect(() => {
    const node = box.current;
    if (!node) return undefined;
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrolls = more.start || more.end;
  return (
    <Frame data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <Scroller
        ref={setRefs}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls && label ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        {...rest}
      >
        {children}
      </Scroller>
    </Frame>
  );
});

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
export const TableCaption = styled.caption`
  text-align: left;
  padding: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
export const THead = styled.thead`
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
export const TBody = styled.tbody``;
export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;
export const Th = styled.th.attrs((p) => ({ scope: p.scope ?? 'col' }))`
  text-align: left;
  padding: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
`;
export const Td = styled.td`
  padding: ${({ theme }) => theme.space.sm};
  vertical-align: middle;
`;
