import type { Role } from '@zak/contract';

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
