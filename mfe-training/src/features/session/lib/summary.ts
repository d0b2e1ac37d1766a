// What the summary states at the end of a session, pure: volume per primary muscle (load x reps of
// every ticked set but warm-ups, as the API counts volume) and the records this session beat.
import type { ExerciseHistory, Muscle } from '@zak/contract';
import type { SessionDraft } from '../types';

export function volumeByMuscle(draft: SessionDraft): Array<{ muscle: Muscle; volumeKg: number }> {
  const totals = new Map<Muscle, number>();
  for (const exercise of draft.exercises) {
    const volume = exercise.sets
      .filter((s) => s.done && s.type !== 'warmup')
      .reduce((sum, s) => sum + (s.weightKg ?? 0) * (s.reps ?? 0), 0);
    if (volume === 0) continue;
    for (const muscle of exercise.primaryMuscles)
      totals.set(muscle, (totals.get(muscle) ?? 0) + volume);
  }
  return [...totals]
    .map(([muscle, volumeKg]) => ({ muscle, volumeKg: Math.round(volumeKg * 100) / 100 }))
    .sort((a, b) => b.volumeKg - a.volumeKg);
}

export type RecordKind = 'heaviest' | 'e1rm' | 'volume';

/** Whether session `sessionId` is the first with this exercise (its records start there). */
export function isFirstSession(history: ExerciseHistory, sessionId: string): boolean {
  return history.sessions.length === 1 && history.sessions[0]!.sessionId === sessionId;
}

/** The records of `history` that session `sessionId` set above every earlier session. */
export function recordsBeaten(history: ExerciseHistory, sessionId: string): RecordKind[] {
  const mine = history.sessions.find((s) => s.sessionId === sessionId);
  const others = history.sessions.filter((s) => s.sessionId !== sessionId);
  if (!mine || others.length === 0) return [];
  const heaviest = (s: typeof mine) => s.bestSet?.weightKg ?? 0;
  const beaten: RecordKind[] = [];
  if (heaviest(mine) > Math.max(...others.map(heaviest))) beaten.push('heaviest');
  if (mine.bestE1rmKg > Math.max(...others.map((s) => s.bestE1rmKg))) beaten.push('e1rm');
  if (mine.volumeKg > Math.max(...others.map((s) => s.volumeKg))) beaten.push('volume');
  return beaten;
}
