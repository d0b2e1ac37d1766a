import type { Routine, TrainingSession } from '@zak/contract';
import { answerPreview } from '../components/member-home';
import { plannedSession } from './today';

const day = (name: string) => ({ name, exercises: [] });
const routine = (id: string, active: boolean): Routine => ({
  id,
  name: `Routine ${id}`,
  days: [day('Push'), day('Pull'), day('Legs')],
  source: 'member',
  active,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const session = (routineId: string | null, dayIndex: number | null, finished = true) =>
  ({
    id: 's',
    clientId: 'c',
    routineId,
    dayIndex,
    startedAt: '2026-11-26T08:00:00.000Z',
    finishedAt: finished ? '2026-11-26T09:00:00.000Z' : null,
    notes: '',
    sets: [],
  }) as TrainingSession;

describe('the planned session', () => {
  test("the active routine's day after the latest one, around to the first", () => {
    const routines = [routine('a', false), routine('b', true)];
    expect(plannedSession(routines, session('b', 0))?.dayIndex).toBe(1);
    expect(plannedSession(routines, session('b', 2))?.dayIndex).toBe(0);
    expect(plannedSession(routines, session('a', 1))).toMatchObject({ dayIndex: 0 });
    expect(plannedSession(routines, undefined)).toMatchObject({ dayIndex: 0, inProgress: false });
    expect(plannedSession(routines, session('b', 1, false))).toMatchObject({ inProgress: true });
  });

  test('none without an active routine', () => {
    expect(plannedSession([routine('a', false)], session('a', 0))).toBeNull();
  });
});

test("an answer's preview drops the markdown marks and is cut", () => {
  expect(answerPreview('## Plan\n\n**Squat** 3x8')).toBe('Plan Squat 3x8');
  expect(answerPreview('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
});
