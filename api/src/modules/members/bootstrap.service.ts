import { randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import { findUserByUsername } from './user.repository';
import { createUser } from './user.service';

/**
 * First start: creates the administrator ADMIN_USERNAME with ADMIN_PASSWORD, or with a random
 * password, which it returns for the caller to print once to the console (administratorNotice;
 * never logged, never stored in clear). Undefined when nothing was generated.
 */
export async function ensureAdmin(config: Config, logger: Logger): Promise<string | undefined> {
  const existing = await findUserByUsername(config.adminUsername);
  if (existing) {
    if (existing.role !== 'admin') {
      logger.warn({ username: existing.username }, 'ADMIN_USERNAME exists but is not an admin');
    }
    return undefined;
  }
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  await createUser({
    username: config.adminUsername,
    password,
    role: 'admin',
    hasIAAccess: true,
    isActive: true,
  });
  logger.info({ username: config.adminUsername }, 'administrator created');
  if (config.adminUsernames && !config.adminUsernames.includes(config.adminUsername)) {
    logger.warn('ADMIN_USERNAME is not in ADMIN_USERNAMES: it will have no admin rights');
  }
  return config.adminPassword ? undefined : password;
}

/**
 * The console's lines on the administrator: its generated password, the one time it exists in
 * clear; otherwise where its password comes from.
 */
export function administratorNotice(config: Config, generatedPassword: string | undefined): string {
  if (generatedPassword) {
    return (
      `  Administrator created: username "${config.adminUsername}", password "${generatedPassword}"\n` +
      '  Shown once: note it now, or set ADMIN_PASSWORD before the first start.\n'
    );
  }
  return (
    `  Administrator: username "${config.adminUsername}", password ADMIN_PASSWORD or the one ` +
    'printed at the first start.\n'
  );
}
