import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, Spinner, TextField, toast, useDebouncedValue } from 'shared-ui';
import type { Texts } from '../../../i18n';
import type { Language } from '../../../lib/types';
import { useDeleteAllConversations } from '../api/delete-all-conversations';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversationList } from '../api/list-conversations';
import { formatRelativeDate } from '../lib/relative-date';
import { HistoryItem } from './history-item';

const SEARCH_DEBOUNCE_MS = 250;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface HistoryModalProps {
  open: boolean;
  onClose: () => void;
  texts: Texts;
  language: Language;
  activeConversationId: string | null;
  /** Loads the conversation; rejects when it cannot be opened. */
  onOpenConversation: (id: string) => Promise<void>;
  /** The conversation on screen was deleted (alone or with all the others). */
  onActiveDeleted: () => void;
}

/** The history: newest first, searchable, paged in while scrolling, fully keyboard operable. */
export function HistoryModal(props: HistoryModalProps) {
  const {
    open,
    onClose,
    texts,
    language,
    activeConversationId,
    onOpenConversation,
    onActiveDeleted,
  } = props;
  const t = texts.history;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useConversationList(q, open);
  const deleteOne = useDeleteConversation();
  const deleteAll = useDeleteAllConversations();
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const conversations = useMemo(
    () =>
      (list.data?.pages.flatMap((page) => page.items) ?? []).toSorted(
        (a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
      ),
    [list.data],
  );
  const now = new Date();

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!open || !sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage]);

  async function openConversation(id: string) {
    try {
      await onOpenConversation(id);
      onClose();
      toast.success(texts.toasts.conversationLoaded);
    } catch {
      toast.error(texts.toasts.error, texts.errors.openFailed);
    }
  }

  function askDelete(id: string) {
    if (!window.confirm(t.confirmDelete)) return;
    deleteOne.mutate(id, {
      onSuccess: () => {
        if (id === activeConversationId) onActiveDeleted();
        toast.success(texts.toasts.conversationDeleted);
      },
      onError: () => toast.error(texts.toasts.error, texts.errors.deleteFailed),
    });
  }

  function askDeleteAll() {
    if (!window.confirm(t.confirmDeleteAll)) return;
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        onActiveDeleted();
        toast.success(texts.toasts.historyCleared);
      },
      onError: () => toast.error(texts.toasts.error, texts.errors.deleteAllFailed),
    });
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const items = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-history-item]') ?? [],
    );
    const index = items.indexOf(event.currentTarget);
    const id = event.currentTarget.dataset.historyItem;
    const target = {
      ArrowDown: items[Math.min(index + 1, items.length - 1)],
      ArrowUp: items[Math.max(index - 1, 0)],
      Home: items[0],
      End: items[items.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Delete' && id) {
      event.preventDefault();
      askDelete(id);
    }
  }

  const empty = !list.isPending && conversations.length === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      description={t.keyboardHint}
      maxWidth="640px"
    >
      <Toolbar>
        <TextField
          label={t.search}
          type="search"
          value={search}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          variant="danger"
          disabled={conversations.length === 0 || deleteAll.isPending}
          onClick={askDeleteAll}
        >
          {t.deleteAll}
        </Button>
      </Toolbar>
      {list.isPending ? <Spinner /> : null}
      {empty ? <Note role="status">{q.trim() ? t.noResults : t.empty}</Note> : null}
      <List ref={listRef}>
        {conversations.map((conversation) => (
          <HistoryItem
            key={conversation.id}
            conversation={conversation}
            relativeDate={formatRelativeDate(new Date(conversation.updatedAt), now, language, t)}
            active={conversation.id === activeConversationId}
            texts={texts}
            onOpen={(id) => void openConversation(id)}
            onDelete={askDelete}
            onKeyDown={onItemKeyDown}
          />
        ))}
      </List>
      <div ref={sentinelRef} />
      {hasNextPage ? (
        <Button
          variant="ghost"
          block
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
    </Modal>
  );
}
