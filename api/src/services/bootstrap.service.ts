import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { findUserByUsername } from '../repositories/user.repository';
import { createUser } from './user.service';

/**
 * First start: creates the administrator ADMIN_USERNAME with ADMIN_PASSWORD, or with a random
 * password printed once to the console (never logged again, never stored in clear).
 */
export async function ensureAdmin(config: Config, logger: Logger): Promise<void> {
  const existing = await findUserByUsername(config.adminUsername);
  if (existing) {
    if (existing.role !== 'admin') {
      logger.warn({ username: existing.username }, 'ADMIN_USERNAME exists but is not an admin');
    }
    return;
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
  if (!config.adminPassword) {
    process.stdout.write(
      `\n  Administrator created: username "${config.adminUsername}", password "${password}"\n` +
        '  Shown once: note it now, or set ADMIN_PASSWORD before the first start.\n\n',
    );
  }
  if (config.adminUsernames && !config.adminUsernames.includes(config.adminUsername)) {
    logger.warn('ADMIN_USERNAME is not in ADMIN_USERNAMES: it will have no admin rights');
  }
}
