import type { AccessSource, Role } from '@zak/contract';

/**
 * The member's paid entitlement that matters most (read with the user, one indexed lookup): the
 * active one lasting longest, else the one that ended last. Compared with the clock on every
 * request, so access ends at its period end without any write.
 */
export interface PaidAccess {
  source: Exclude<AccessSource, 'admin'>;
  status: 'active' | 'ended';
  periodEnd: Date | null;
  renewing: boolean;
  endedAt: Date | null;
}

/** A user as the rest of the app sees it: never the password hash. */
export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  hasIAAccess: boolean;
  isActive: boolean;
  iaSettings: Record<string, unknown> | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  expiresAt: Date | null;
  /** When the member confirmed 18+ and accepted the terms (migration 0017); null: not yet. */
  termsAcceptedAt: Date | null;
  /**
   * The version of the terms the member is asked to accept again (the administrator asked it
   * after a change, migration 0028); null: nothing to accept again.
   */
  termsRenewal: string | null;
  /** null: no paid entitlement (the administrator's grant is hasIAAccess / expiresAt). */
  paidAccess: PaidAccess | null;
}

/** A new account, its password in clear (hashed by the user service before it is stored). */
export interface NewUser {
  username: string;
  password: string;
  email?: string | null;
  role?: Role;
  hasIAAccess?: boolean;
  isActive?: boolean;
  expiresAt?: Date | null;
  /** Set when the sign-up form's boxes were ticked: the terms' version accepted now. */
  acceptedTermsVersion?: string;
}

export interface UserPatch {
  username?: string;
  email?: string | null;
  role?: Role;
  hasIAAccess?: boolean;
  expiresAt?: Date | null;
  isActive?: boolean;
}

export interface UserFilters {
  search?: string;
  role?: 'all' | Role;
  status?: 'all' | 'active' | 'inactive' | 'pending';
}
