import { Router, type NextFunction, type Request, type Response } from 'express';
import { accountDeps } from '../../platform/http/session-meta';
import type { MessageResponse, ResetTokenCheck } from '@zak/contract';
import { lang, say } from '../../platform/lang';
import { ACCOUNT_MSG } from './messages';
import { byIp, createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import {
  resetPassword,
  resetTokenUsable,
  sendRecoveryLinks,
  verifyEmail,
} from './recovery.service';
import {
  forgotPasswordSchema,
  resetCheckSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './recovery.validation';

const loginKey = (req: Request): string | undefined => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('login' in body)) return undefined;
  const login = body.login;
  return typeof login === 'string' && login.trim() ? `l:${login.trim().toLowerCase()}` : undefined;
};

const recoveryLimits = [
  createRateLimit({
    name: 'recovery-ip',
    windowMs: (c) => c.accounts.recoveryRate.windowMs,
    limit: (c) => c.accounts.recoveryRate.perIp,
    key: byIp,
  }),
  createRateLimit({
    name: 'recovery-account',
    windowMs: (c) => c.accounts.recoveryRate.windowMs,
    limit: (c) => c.accounts.recoveryRate.perAccount,
    key: loginKey,
  }),
];

/** Guessing links: failed uses per IP, in the login limiter's window. */
const tokenLimit = createRateLimit({
  name: 'token-ip',
  windowMs: (c) => c.authRate.windowMs,
  limit: (c) => c.authRate.perIp,
  key: byIp,
  onlyFailures: true,
});

/** Answers about a link carry no Referer onwards (the link's token must not leak). */
function noReferrer(_req: Request, res: Response, next: NextFunction): void {
  res.set('Referrer-Policy', 'no-referrer');
  next();
}

export const recoveryRouter = Router();

recoveryRouter.post(
  '/forgot-password',
  ...recoveryLimits,
  validate(forgotPasswordSchema),
  (req, res) => {
    const { login } = input(res, forgotPasswordSchema, 'body');
    // The answer goes first, the same for every name: the lookup, the token and the mail happen
    // after it, so neither the body nor the time taken tells whether an account exists.
    const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.recoveryRequested) };
    res.json(answer);
    const deps = accountDeps(req);
    sendRecoveryLinks(deps, login, lang(req)).catch((err: unknown) =>
      deps.logger.error({ err }, 'password recovery request failed'),
    );
  },
);

recoveryRouter.post(
  '/reset-password/check',
  noReferrer,
  tokenLimit,
  validate(resetCheckSchema),
  async (_req, res) => {
    const { token } = input(res, resetCheckSchema, 'body');
    const answer: ResetTokenCheck = { valid: await resetTokenUsable(token) };
    res.json(answer);
  },
);

recoveryRouter.post(
  '/reset-password',
  noReferrer,
  tokenLimit,
  validate(resetPasswordSchema),
  async (req, res) => {
    const { token, password } = input(res, resetPasswordSchema, 'body');
    await resetPassword(accountDeps(req), token, password, lang(req));
    const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.passwordResetDone) };
    res.json(answer);
  },
);

recoveryRouter.post(
  '/verify-email',
  noReferrer,
  tokenLimit,
  validate(verifyEmailSchema),
  async (req, res) => {
    const { token } = input(res, verifyEmailSchema, 'body');
    await verifyEmail(token);
    const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.emailVerified) };
    res.json(answer);
  },
);
