import { AppError, forbidden } from '../../platform/app-error';
import type { UserRecord } from '../members';
import { checkCredentials, createUser, recordLogin } from '../members';

/** Registration: a plain member without AI access (an administrator grants it after payment). */
export async function register(input: {
  username: string;
  password: string;
  email?: string | null;
}): Promise<UserRecord> {
  return createUser({
    username: input.username,
    password: input.password,
    email: input.email || null,
    role: 'user',
    hasIAAccess: false,
  });
}

/** Login: same answer for an unknown user and a wrong password; inactive accounts refused. */
export async function login(username: string, password: string): Promise<UserRecord> {
  const user = await checkCredentials(username, password);
  if (!user) throw new AppError(401, 'BAD_CREDENTIALS', 'badCredentials');
  if (!user.isActive) throw forbidden('accountInactive');
  return (await recordLogin(user.id)) ?? user;
}
