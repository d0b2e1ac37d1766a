// A history as a compact list on a phone (issue #38): one entry per row, its date on one line, its
// value and change, and its actions behind a per-row menu button. From 768 px the histories are
// tables (weight-history.tsx, check-in-section.tsx) with the same data.
import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useProgressT } from '../i18n';

export interface HistoryRow {
  id: string;
  /** The day in the member's locale ("23 nov. 2026"). */
  day: string;
  value: ReactNode;
  /** What else the table shows for the entry (the 7-day average, the notes). */
  detail?: ReactNode;
  /** Change since the previous entry; undefined where the history has none. */
  change?: ReactNode;
  /** The row's action buttons, each named for screen readers. */
  actions: ReactNode;
  /** The row is being edited: its buttons (save, cancel) stay in view, out of the menu. */
  editing?: boolean;
}

/** A row's actions behind a button: opened by Enter or Space, closed by Escape (focus back). */
function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <Menu
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <Button
        ref={toggle}
        size="sm"
        variant="ghost"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Dots aria-hidden="true">⋯</Dots>
      </Button>
      <MenuItems id={id} hidden={!open} role="group" aria-label={label}>
        {children}
      </MenuItems>
    </Menu>
  );
}

export function HistoryList({ label, rows }: { label: string; rows: readonly HistoryRow[] }) {
  const t = useProgressT();
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <Item key={row.id}>
          <Day>{row.day}</Day>
          <Value>
            <strong>{row.value}</strong>
            {row.change !== undefined && (
              <Change>
                {t.rows.change} {row.change}
              </Change>
            )}
          </Value>
          {row.detail ? <Detail>{row.detail}</Detail> : null}
          <Actions>
            {row.editing ? (
              row.actions
            ) : (
              <RowMenu label={t.rows.actions(row.day)}>{row.actions}</RowMenu>
            )}
          </Actions>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 2px ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
const Day = styled.span`
  grid-column: 1;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Value = styled.span`
  grid-column: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;
const Change = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
const Detail = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  grid-column: 2;
  grid-row: 1 / span 3;
  justify-self: end;
`;
const Menu = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
const MenuItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  &[hidden] {
    display: none;
  }
`;
const Dots = styled.span`
  font-size: 1.25rem;
  line-height: 1;
`;
