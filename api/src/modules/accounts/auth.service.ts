import { AppError, forbidden, notFound } from '../../platform/app-error';
import type { UserRecord } from '../members';
import { acceptTerms, checkCredentials, createUser, recordLogin } from '../members';
import { currentTermsVersion } from '../settings';

/** Registration: a plain member without AI access (an administrator grants it after payment). */
export async function register(input: {
  username: string;
  password: string;
  email?: string | null;
  adult?: boolean;
  acceptTerms?: boolean;
}): Promise<UserRecord> {
  const consented = input.adult === true && input.acceptTerms === true;
  return createUser({
    username: input.username,
    password: input.password,
    email: input.email || null,
    role: 'user',
    hasIAAccess: false,
    ...(consented ? { acceptedTermsVersion: await currentTermsVersion() } : {}),
  });
}

/** The member's 18+ confirmation and acceptance of the current terms, asked after sign-in. */
export async function recordConsent(userId: string): Promise<UserRecord> {
  const user = await acceptTerms(userId, await currentTermsVersion());
  if (!user) throw notFound('userNotFound');
  return user;
}

/** Login: same answer for an unknown user and a wrong password; inactive accounts refused. */
export async function login(username: string, password: string): Promise<UserRecord> {
  const user = await checkCredentials(username, password);
  if (!user) throw new AppError(401, 'BAD_CREDENTIALS', 'badCredentials');
  if (!user.isActive) throw forbidden('accountInactive');
  return (await recordLogin(user.id)) ?? user;
}
