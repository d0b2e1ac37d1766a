// Accounts: the rules around the users table that are not data access. Passwords are hashed and
// checked here, a taken username becomes a 409, and every committed write that changes what a
// UserRecord holds ends with usersChanged(): replicas drop the signed-in users they cached
// (platform/db/user-version).
import { conversationsChanged } from '../../platform/db/conversation-version';
import { usersChanged } from '../../platform/db/user-version';
import { conflict } from '../../platform/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/password';
import {
  askTermsRenewal,
  deleteUser as deleteUserRow,
  findPasswordHash,
  findUserById,
  findUserWithHash,
  insertUser,
  updateConsent,
  updateLastLogin,
  updatePasswordHash,
  updateUser as updateUserRow,
  USERNAME_TAKEN,
} from './user.repository';
import type { NewUser, UserPatch, UserRecord } from './user';

export async function createUser(input: NewUser): Promise<UserRecord> {
  const { password, ...fields } = input;
  const created = await insertUser({ ...fields, passwordHash: await hashPassword(password) });
  if (created === USERNAME_TAKEN) throw conflict('usernameTaken');
  return created;
}

/**
 * The member confirms 18+ and accepts `version` of the terms (asked once after sign-in when the
 * sign-up did not): the user as now stored; a second acceptance changes nothing.
 */
export async function acceptTerms(id: string, version: string): Promise<UserRecord | null> {
  if (await updateConsent(id, version)) await usersChanged();
  return findUserById(id);
}

/**
 * The administrator changed the terms and asks members to accept `version`: every member who
 * accepted another one is asked again at their next visit. How many were asked.
 */
export async function askMembersToAcceptTerms(version: string): Promise<number> {
  const asked = await askTermsRenewal(version);
  if (asked > 0) await usersChanged();
  return asked;
}

/** The user when the password matches; null otherwise, with the same hashing work either way. */
export async function checkCredentials(
  username: string,
  password: string,
): Promise<UserRecord | null> {
  const found = await findUserWithHash(username);
  if (!found) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(found.passwordHash, password)) ? found.user : null;
}

export async function checkPassword(id: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(id);
  if (hash === null) return verifyAgainstDummy(password);
  return verifyPassword(hash, password);
}

export async function setPassword(id: string, password: string): Promise<void> {
  await updatePasswordHash(id, await hashPassword(password));
}

export async function recordLogin(id: string): Promise<UserRecord | null> {
  await updateLastLogin(id);
  await usersChanged();
  return findUserById(id);
}

/** The user after the change; null when there is no such user. */
export async function updateUser(id: string, patch: UserPatch): Promise<UserRecord | null> {
  const updated = await updateUserRow(id, patch);
  if (updated === USERNAME_TAKEN) throw conflict('usernameTaken');
  if (!updated) return null;
  await usersChanged();
  return findUserById(id);
}

/** Erases the user; their conversations and messages go with them. */
export async function deleteUser(id: string): Promise<boolean> {
  const deleted = await deleteUserRow(id);
  if (deleted) await Promise.all([usersChanged(), conversationsChanged(id)]);
  return deleted;
}
