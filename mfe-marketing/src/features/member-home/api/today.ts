// What the member home reads (issue #38), from the existing APIs: the training routines and the
// latest session, and the latest conversation's last answer.
import { useQuery } from '@tanstack/react-query';
import type {
  ConversationDetail,
  ConversationPage,
  Routine,
  TrainingSessionPage,
} from '@zak/contract';
import { apiGet } from 'shared-ui';

const KEY = ['member-home'] as const;

export interface PlannedSession {
  routine: Routine;
  dayIndex: number;
  /** The latest session is not finished yet. */
  inProgress: boolean;
}

/**
 * The active routine's next day: the one after the latest session's day in that routine (the
 * first day when the member has not trained on it yet); null without an active routine.
 */
export function plannedSession(
  routines: readonly Routine[],
  latest: TrainingSessionPage['sessions'][number] | undefined,
): PlannedSession | null {
  const routine = routines.find((r) => r.active);
  if (!routine || routine.days.length === 0) return null;
  const fromIt = latest && latest.routineId === routine.id && latest.dayIndex !== null;
  const dayIndex = fromIt ? ((latest.dayIndex ?? -1) + 1) % routine.days.length : 0;
  return { routine, dayIndex, inProgress: latest ? latest.finishedAt === null : false };
}

export function usePlannedSession() {
  return useQuery({
    queryKey: [...KEY, 'session'],
    queryFn: async ({ signal }) => {
      const [routines, page] = await Promise.all([
        apiGet<Routine[]>('/api/training/routines', { signal }),
        apiGet<TrainingSessionPage>('/api/training/sessions?limit=1', { signal }),
      ]);
      return plannedSession(routines, page.sessions[0]);
    },
  });
}

/** The newest conversation's last answer (null: no conversation, or no answer in it yet). */
export function useLastAnswer() {
  return useQuery({
    queryKey: [...KEY, 'answer'],
    queryFn: async ({ signal }) => {
      const page = await apiGet<ConversationPage>('/api/conversations?limit=1', { signal });
      const newest = page.items[0];
      if (!newest) return null;
      const detail = await apiGet<ConversationDetail>(`/api/conversations/${newest.id}`, {
        signal,
      });
      const answer = [...detail.messages].reverse().find((m) => m.role === 'assistant');
      return answer ? { conversation: detail.title, content: answer.content, ts: answer.ts } : null;
    },
  });
}
