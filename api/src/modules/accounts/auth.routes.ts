import { Router, type Request } from 'express';
import type { Config } from '../../platform/config';
import type { CurrentUser, LoginResponse, MessageResponse, RegisterResponse } from '@zak/contract';
import { accountDeps, describeSession } from '../../platform/http/session-meta';
import { lang, say } from '../../platform/lang';
import { ACCOUNT_MSG } from './messages';
import { signedInUser } from '../members';
import { appConfig } from '../../platform/http/app-config';
import { destroySession } from '../../platform/http/session';
import { byIp, createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { rememberLanguage } from './account.repository';
import { login, register } from './auth.service';
import { verifyRegisteredEmail } from './recovery.service';
import { stateOf, stepAtSignIn } from './second-factor.service';
import { isStaff } from '../members';
import type { UserRecord } from '../members';
import { currentUserJson, toCurrentUser } from '../members';
import { emptyBodySchema, loginSchema, registerSchema } from './auth.validation';

const usernameKey = (req: Request): string | undefined => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('username' in body)) return undefined;
  const name = body.username;
  // The name as login compares it (NFC, any case): one bucket however the name is spelled.
  const key = typeof name === 'string' ? name.normalize('NFC').trim().toLowerCase() : '';
  return key ? `u:${key}` : undefined;
};

/** Limits per IP and per username; the numbers come from config (AUTH_RATE_*). */
function authLimits(name: string, onlyFailures: boolean) {
  const windowMs = (c: Config) => c.authRate.windowMs;
  return [
    createRateLimit({
      name: `${name}-ip`,
      windowMs,
      limit: (c) => c.authRate.perIp,
      key: byIp,
      onlyFailures,
    }),
    createRateLimit({
      name: `${name}-user`,
      windowMs,
      limit: (c) => c.authRate.perUsername,
      key: usernameKey,
      onlyFailures,
    }),
  ];
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())),
  );
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.save((err: unknown) => (err ? reject(err) : resolve())),
  );
}

export const authRouter = Router();

/** What this session still owes of its second step. */
function sessionStep(req: Request, user: UserRecord, config: ReturnType<typeof appConfig>) {
  return stateOf(req.session.secondFactor, isStaff(user, config), config.accounts.secondFactor);
}

/** The user as the client sees them, with what this session still owes of its second step. */
function presentSessionUser(req: Request, user: UserRecord): CurrentUser {
  const config = appConfig(req);
  return { ...toCurrentUser(user, config), secondFactor: sessionStep(req, user, config) };
}

// Answers while the session still owes its second step (the client shows the prompt from it).
// The body is presentSessionUser's, kept serialised per cached user (modules/members/present); sent the
// way res.json sends it.
authRouter.get('/user', (req, res) => {
  const user = signedInUser(req);
  const config = appConfig(req);
  if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
  res.send(currentUserJson(user, config, sessionStep(req, user, config)));
});

authRouter.post(
  '/register',
  ...authLimits('register', false),
  validate(registerSchema),
  async (req, res) => {
    const body = input(res, registerSchema, 'body');
    const user = await register(body);
    // The member's language for mails, and the link to verify the address given (if any): best
    // effort, the account is created either way and the account page can send the link again.
    await rememberLanguage(user.id, lang(req)).catch((err: unknown) =>
      req.log.warn({ err }, 'language not remembered'),
    );
    await verifyRegisteredEmail(accountDeps(req), user.id, lang(req)).catch((err: unknown) =>
      req.log.warn({ err }, 'sign-up verification link not sent'),
    );
    const answer: RegisterResponse = {
      message: say(req, ACCOUNT_MSG.registered),
      user: toCurrentUser(user, appConfig(req)),
    };
    res.status(201).json(answer);
  },
);

authRouter.post('/login', ...authLimits('login', true), validate(loginSchema), async (req, res) => {
  const { username, password } = input(res, loginSchema, 'body');
  const user = await login(username, password);
  // A new session id at every login: a fixated or stolen pre-login id is worthless.
  await regenerate(req);
  req.session.userId = user.id;
  req.session.startedAt = Date.now();
  req.session.secondFactor = await stepAtSignIn(user.id);
  describeSession(req);
  await save(req);
  // Mails are written in the member's last language; best effort, never a failed sign-in.
  await rememberLanguage(user.id, lang(req)).catch((err: unknown) =>
    req.log.warn({ err }, 'language not remembered'),
  );
  const answer: LoginResponse = {
    message: say(req, ACCOUNT_MSG.loggedIn),
    user: presentSessionUser(req, user),
  };
  res.json(answer);
});

authRouter.post('/logout', validate(emptyBodySchema), async (req, res) => {
  await destroySession(req);
  res.clearCookie(appConfig(req).cookieName, { path: '/' });
  const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.loggedOut) };
  res.json(answer);
});
