/** Today's UTC date, YYYY-MM-DD (the API's "today": date validation, the daily counters). */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * Runs `body` with today's UTC date; if it fails and UTC midnight passed while it ran, runs it
 * once more (on the new day). For tests about "today" against the real server, whose clocks (the
 * API's Date, PostgreSQL's now()) cannot be fixed from here: a run that straddles midnight
 * compares two different days, so its failure says nothing about the code. A failure within
 * one day is thrown as it is.
 */
export async function onOneUtcDay(body: (today: string) => Promise<void>): Promise<void> {
  const today = utcToday();
  try {
    await body(today);
  } catch (err) {
    if (utcToday() === today) throw err;
    await body(utcToday());
  }
}
