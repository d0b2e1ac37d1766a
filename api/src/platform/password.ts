import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: m=19 MiB, t=2, p=1.
// algorithm 2 = Algorithm.Argon2id (a const enum, not importable under isolatedModules).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Hashing costs ~19 MiB and a thread each: bound concurrent work so a login burst cannot exhaust memory.
const MAX_CONCURRENT = 4;

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;
/** Same work as a real check, for unknown usernames (no user enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
