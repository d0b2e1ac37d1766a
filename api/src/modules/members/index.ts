// Members and access: the user record, access rules, how a user is presented, the signed-in user's
// middlewares, the user cache, the first administrator, the member reference shops carry.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { hasAiAccess, isAdmin, isCoach, isStaff } from './access';
export {
  actorOf,
  currentUser,
  loadUser,
  requireAdmin,
  requireAiAccess,
  requireStaff,
  requireUser,
  signedInUser,
} from './auth.middleware';
export { administratorNotice, ensureAdmin } from './bootstrap.service';
export { memberReference, subscribeUrl, verifyMemberReference } from './member-ref';
export { MEMBERS_MSG } from './messages';
export { currentUserJson, toAdminUser, toCurrentUser } from './present';
export type { UserFilters, UserPatch, UserRecord } from './user';
export { UserCache } from './user-cache';
export {
  countAdmins,
  countUsers,
  findUserById,
  findUserByUsername,
  findUsers,
  recentUsers,
  streamUsers,
} from './user.repository';
export {
  acceptTerms,
  askMembersToAcceptTerms,
  checkCredentials,
  checkPassword,
  createUser,
  deleteUser,
  recordLogin,
  setPassword,
  updateUser,
} from './user.service';
