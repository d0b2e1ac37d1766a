import { untilNewUtcDay } from './jobs';

describe("the desk job's wait for the new UTC day", () => {
  const midnight = Date.UTC(2026, 10, 28);

  it('waits until just past midnight when started up to 15 s before it (a clock behind the database)', () => {
    expect(untilNewUtcDay(midnight - 15_000)).toBe(15_001);
    expect(untilNewUtcDay(midnight - 1)).toBe(2);
  });

  it('does not wait once the day has turned, or when the clock is further behind', () => {
    expect(untilNewUtcDay(midnight)).toBe(0);
    expect(untilNewUtcDay(midnight + 30_000)).toBe(0);
    expect(untilNewUtcDay(midnight - 15_001)).toBe(0);
    expect(untilNewUtcDay(midnight - 3_600_000)).toBe(0);
  });
});
