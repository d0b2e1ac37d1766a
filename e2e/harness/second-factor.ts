// The administrator's second factor in the harness: every administrator needs it for /api/admin/*.
// The first helper that signs the seeded administrator in enrols it through the API (as the panel
// does) and keeps the key in a file of the run (E2E_TOTP_STATE, in the server's DATA_DIR) with
// the last time step used, so later sign-ins (any test file) compute a code the server has not
// accepted yet (it takes each step once, one step of drift). Keys are kept per site (base URL):
// a test file's own server has its own administrator and key. The administrator's session itself is
// kept there too (adminSessionFile), shared by the run's test files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';

const PERIOD = 30;

interface KeyState {
  secret: string;
  lastStep: number;
}

function stateFile(): string {
  const file = process.env.E2E_TOTP_STATE;
  if (!file) throw new Error('E2E_TOTP_STATE is not set (run through the e2e global setup)');
  return file;
}

function readState(): Record<string, KeyState> {
  const file = stateFile();
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, KeyState>)
    : {};
}

function writeState(state: Record<string, KeyState>): void {
  writeFileSync(stateFile(), JSON.stringify(state), { mode: 0o600 });
}

/** The code of a key at a time (default now). */
export function totpCode(secret: string, epochSeconds = Date.now() / 1000): string {
  return generateSync({ secret, epoch: Math.floor(epochSeconds) });
}

const entryKey = (site: string, username: string) => `${site} ${username.toLowerCase()}`;

/** Remembers the user's key on `site` (after an enrolment through the API or the panel). */
export function rememberTotpKey(
  site: string,
  username: string,
  secret: string,
  usedAt = Date.now(),
): void {
  const state = readState();
  state[entryKey(site, username)] = { secret, lastStep: Math.floor(usedAt / 1000 / PERIOD) };
  writeState(state);
}

/**
 * Where the seeded administrator's signed-in session on `site` is kept for the run (Playwright
 * storage state, beside the TOTP state), so every test file reuses it instead of spending a time
 * step of its own on a new sign-in.
 */
export function adminSessionFile(site: string): string {
  return path.join(path.dirname(stateFile()), `admin-session-${new URL(site).port}.json`);
}

export function knownTotpKey(site: string, username: string): string | undefined {
  return readState()[entryKey(site, username)]?.secret;
}

/** A code of the user's key for a step not used yet (waits for the next step when needed). */
export async function nextTotpCode(site: string, username: string): Promise<string> {
  const state = readState();
  const entry = state[entryKey(site, username)];
  if (!entry) throw new Error(`no TOTP key known for ${username} on ${site}`);
  const now = Math.floor(Date.now() / 1000 / PERIOD);
  const step = Math.max(now, entry.lastStep + 1);
  if (step > now + 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, ((step - 1) * PERIOD + 1) * 1000 - Date.now()),
    );
  }
  entry.lastStep = step;
  writeState(state);
  return totpCode(entry.secret, step * PERIOD);
}
