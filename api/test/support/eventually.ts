import { isDeepStrictEqual } from 'node:util';

/**
 * Reads until `read` returns `expected` (deep equality, key order aside) or `withinMs` pass, and returns the
 * last value for the test to assert on. For what the API promises within milliseconds rather than
 * at once (changes made straight in SQL reach the replicas' cached lists through notifications):
 * a bounded wait, not a timed assertion.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  withinMs = 5000,
): Promise<T> {
  const until = Date.now() + withinMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
