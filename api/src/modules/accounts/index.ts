// Accounts: registration and sign-in, sessions, email and its verification, password recovery,
// the second factor (TOTP), the administrator's actions on an account, the member's own account
// (data export, password change, deletion).
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { accountSecurityRouter } from './account-security.routes';
export { findAccount } from './account.repository';
export { accountRouter } from './account.routes';
export { adminAccountsRouter } from './admin-accounts.routes';
export { authRouter } from './auth.routes';
export { FOOTER, compose } from './mail-templates';
export type { MailLang } from './mail-templates';
export { recoveryRouter } from './recovery.routes';
export { removeSecondFactor } from './second-factor.repository';
export { secondFactorRouter } from './second-factor.routes';
export { logSecondFactorMode } from './totp';
