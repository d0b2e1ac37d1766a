import { checkInState } from './check-in-due';

describe("the home's check-in state", () => {
  // 2026-11-29 is a Sunday (weekday 0).
  test('done when one was saved in the last seven days', () => {
    expect(checkInState('2026-11-23', 0, '2026-11-29')).toBe('done');
    expect(checkInState('2026-11-29', 0, '2026-11-29')).toBe('done');
  });
  test('due today on the check-in day, due on the other days', () => {
    expect(checkInState('2026-11-22', 0, '2026-11-29')).toBe('today');
    expect(checkInState(null, 0, '2026-11-29')).toBe('today');
    expect(checkInState(null, 0, '2026-11-27')).toBe('due');
  });
});
