import type { AttentionItem } from '@zak/contract';
import { useRef, useState } from 'react';
import { Badge, Button, Pagination, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { BusyRegion, Muted, SubHeading } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { useAttention } from '../api/coaching';
import { formatDay } from '../format';
import { Panel } from './desk-layout';
import { useFlagDialog, type FlagAction } from './flag-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

// The member's name opens the file: a link-like button with the weight of the site's buttons.
export const NameButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: underline;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

/** A section's title that takes the focus once a flag is saved (the script's focus, no ring). */
export const SectionTitle = styled(SubHeading)`
  &:focus {
    outline: none;
  }
`;

const FLAG_ACTIONS: readonly FlagAction[] = ['handled', 'snoozed'];

interface FlagRowsProps {
  items: AttentionItem[];
  /** Opens the member's file; absent inside the file itself. */
  onOpen?: (memberId: string) => void;
  label: string;
  /** "Traité" or "Reporter" clicked: the dialog belongs to the section (`useFlagDialog`). */
  onAct: (item: AttentionItem, action: FlagAction) => void;
}

/** Raised flags, each with its rule beside it, what was measured, and "Traité" / "Reporter". */
export function FlagRows({ items, onOpen, label, onAct }: FlagRowsProps) {
  const t = useT();
  const c = t.coaching;
  const { lang } = useLanguage();
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const flag = c.flags[item.flag];
        return (
          <Item key={`${item.memberId}/${item.flag}/${item.since}`}>
            <div>
              <Head>
                {onOpen && (
                  <NameButton
                    type="button"
                    aria-label={c.open(item.username)}
                    onClick={() => onOpen(item.memberId)}
                  >
                    {item.username}
                  </NameButton>
                )}
                <Badge $tone="warning">{flag}</Badge>
                <span>
                  {c.since} {formatDay(item.since, lang)}
                </span>
              </Head>
              <p>
                {c.rule} {item.rule}
              </p>
              <p>
                {c.measured} {item.detail}
              </p>
            </div>
            <Actions>
              {FLAG_ACTIONS.map((action) => (
                <Button
                  key={action}
                  variant="secondary"
                  size="sm"
                  aria-label={
                    action === 'handled'
                      ? c.handleLabel(flag, item.username)
                      : c.snoozeLabel(flag, item.username)
                  }
                  onClick={() => onAct(item, action)}
                >
                  {action === 'handled' ? c.handle : c.snooze}
                </Button>
              ))}
            </Actions>
          </Item>
        );
      })}
    </List>
  );
}

/** "À surveiller": every raised flag of the members in the reader's scope, oldest first. */
export function AttentionList({ onOpen }: { onOpen: (memberId: string) => void }) {
  const t = useT();
  const c = t.coaching;
  const [page, setPage] = useState(1);
  const attention = useAttention(page);
  const title = useRef<HTMLHeadingElement>(null);
  const flagDialog = useFlagDialog(title);
  const data = attention.data;
  if (data && !attention.isPlaceholderData && page > Math.max(1, data.totalPages)) {
    setPage(Math.max(1, data.totalPages));
  }
  return (
    <Panel as="section" aria-labelledby="coaching-attention-title">
      <SectionTitle id="coaching-attention-title" ref={title} tabIndex={-1}>
        {c.attentionTitle}
      </SectionTitle>
      <QueryState
        isPending={attention.isPending}
        isError={attention.isError && !data}
        onRetry={() => void attention.refetch()}
      >
        {data &&
          (data.items.length === 0 ? (
            <Muted>{c.attentionEmpty}</Muted>
          ) : (
            <>
              <Muted aria-live="polite">{c.attentionCount(data.totalCount)}</Muted>
              <BusyRegion aria-busy={attention.isPlaceholderData}>
                <FlagRows
                  items={data.items}
                  onOpen={onOpen}
                  label={c.attentionLabel}
                  onAct={flagDialog.act}
                />
              </BusyRegion>
              {data.totalPages > 1 && (
                <Pagination
                  align="start"
                  page={page}
                  totalPages={data.totalPages}
                  onPageChange={setPage}
                  label={c.attentionLabel}
                />
              )}
            </>
          ))}
      </QueryState>
      {flagDialog.dialog}
    </Panel>
  );
}
