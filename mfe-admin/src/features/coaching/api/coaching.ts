import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Assignment,
  AttentionList,
  AttentionPage,
  CheckInReplyInput,
  CoachNote,
  CoachSummary,
  FlagStateInput,
  MemberFile,
  MessageResponse,
  RosterFilter,
  RosterPage,
  RosterSort,
} from '@zak/contract';
import { apiGet, apiSend, useLanguage, withQuery } from 'shared-ui';

/** The roster's page size (the users tab's). */
export const ROSTER_PAGE_SIZE = 20;

export interface RosterFilters {
  search: string;
  filter: RosterFilter;
  sort: RosterSort;
  order: 'asc' | 'desc';
}

export const ALL_ROSTER_FILTERS: RosterFilters = {
  search: '',
  filter: 'all',
  sort: 'name',
  order: 'asc',
};

const id = (value: string) => encodeURIComponent(value);

export const coachingKeys = {
  all: ['admin', 'coaching'] as const,
  roster: (filters: RosterFilters, page: number) =>
    [...coachingKeys.all, 'roster', filters, page] as const,
  // The flags' rules and details come in the reader's language (Accept-Language).
  attention: (page: number, lang: string) =>
    [...coachingKeys.all, 'attention', page, lang] as const,
  member: (memberId: string, lang: string) =>
    [...coachingKeys.all, 'member', memberId, lang] as const,
  coaches: () => [...coachingKeys.all, 'coaches'] as const,
  assignment: (memberId: string) => [...coachingKeys.all, 'assignment', memberId] as const,
};

/** GET /api/coaching/roster: the members the reader follows (every member for an administrator). */
export function useRoster(filters: RosterFilters, page: number) {
  return useQuery({
    queryKey: coachingKeys.roster(filters, page),
    queryFn: () =>
      apiGet<RosterPage>(
        withQuery('/api/coaching/roster', {
          page,
          limit: ROSTER_PAGE_SIZE,
          search: filters.search || undefined,
          filter: filters.filter,
          sort: filters.sort,
          order: filters.order,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/coaching/attention: the raised flags, oldest occurrence first, 50 a page. */
export function useAttention(page: number) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: coachingKeys.attention(page, lang),
    queryFn: () => apiGet<AttentionPage>(withQuery('/api/coaching/attention', { page })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/coaching/members/:id: the member file. */
export function useMemberFile(memberId: string) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: coachingKeys.member(memberId, lang),
    queryFn: () => apiGet<MemberFile>(`/api/coaching/members/${id(memberId)}`),
  });
}

/** Every write of the desk changes the lists and the file: all of them are refetched. */
function useDeskMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

export function useSetFlagState() {
  return useDeskMutation(({ memberId, ...state }: FlagStateInput & { memberId: string }) =>
    apiSend<AttentionList>('POST', `/api/coaching/members/${id(memberId)}/flags`, state),
  );
}

export function useAddNote() {
  return useDeskMutation(({ memberId, body }: { memberId: string; body: string }) =>
    apiSend<CoachNote>('POST', `/api/coaching/members/${id(memberId)}/notes`, { body }),
  );
}

export function useEditNote() {
  return useDeskMutation(
    ({ memberId, noteId, body }: { memberId: string; noteId: string; body: string }) =>
      apiSend<CoachNote>('PUT', `/api/coaching/members/${id(memberId)}/notes/${id(noteId)}`, {
        body,
      }),
  );
}

export function useDeleteNote() {
  return useDeskMutation(({ memberId, noteId }: { memberId: string; noteId: string }) =>
    apiSend<MessageResponse>('DELETE', `/api/coaching/members/${id(memberId)}/notes/${id(noteId)}`),
  );
}

export function useReply() {
  return useDeskMutation(({ checkInId, body }: CheckInReplyInput & { checkInId: string }) =>
    apiSend<{ checkInId: string; body: string }>(
      'PUT',
      `/api/coaching/checkins/${id(checkInId)}/reply`,
      { body },
    ),
  );
}

/** GET /api/coaching/coaches (administrators): the coaches an assignment may name. */
export function useCoaches(enabled = true) {
  return useQuery({
    queryKey: coachingKeys.coaches(),
    queryFn: () => apiGet<{ coaches: CoachSummary[] }>('/api/coaching/coaches'),
    enabled,
  });
}

/** GET /api/coaching/assignments/:id (administrators): the member's coach now. */
export function useAssignment(memberId: string) {
  return useQuery({
    queryKey: coachingKeys.assignment(memberId),
    queryFn: () => apiGet<Assignment>(`/api/coaching/assignments/${id(memberId)}`),
  });
}

export function useAssign() {
  return useDeskMutation(({ memberId, coachId }: { memberId: string; coachId: string | null }) =>
    apiSend<Assignment>('PUT', `/api/coaching/assignments/${id(memberId)}`, { coachId }),
  );
}
