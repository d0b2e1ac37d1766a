import express, { Router, type Request, type Response } from 'express';
import type { ReminderKind } from '@zak/contract';
import { createRateLimit } from '../../platform/http/rate-limit';
import { lang } from '../../platform/lang';
import { peekUnsubscribe as peek, unsubscribe } from './send';

type Lang = 'fr' | 'en';

const KIND_NAME: Record<Lang, Record<ReminderKind, string>> = {
  fr: {
    checkin: 'du bilan de la semaine',
    training: 'des jours d’entraînement',
    'access-ending': 'de fin d’accès',
    'coach-reply': 'des réponses du coach',
  },
  en: {
    checkin: 'for the weekly check-in',
    training: 'for training days',
    'access-ending': 'for access ending',
    'coach-reply': 'for coach replies',
  },
};

const PAGE: Record<
  Lang,
  {
    title: string;
    ask: (k: string) => string;
    button: string;
    done: (k: string) => string;
    invalid: string;
    again: string;
  }
> = {
  fr: {
    title: 'Rappels Zak Coaching',
    ask: (k) => `Ne plus recevoir les rappels ${k} ? Les autres rappels ne changent pas.`,
    button: 'Arrêter ce rappel',
    done: (k) =>
      `C’est fait : tu ne recevras plus les rappels ${k}. Tu peux les réactiver depuis ton compte.`,
    invalid:
      'Ce lien n’est plus valide (déjà utilisé ou inconnu). Tes rappels se règlent depuis ton compte.',
    again: 'Mon compte',
  },
  en: {
    title: 'Zak Coaching reminders',
    ask: (k) => `Stop the reminders ${k}? Your other reminders stay as they are.`,
    button: 'Stop this reminder',
    done: (k) =>
      `Done: you will no longer get the reminders ${k}. You can turn them back on from your account.`,
    invalid:
      'This link is no longer valid (already used or unknown). Your reminders are set from your account.',
    again: 'My account',
  },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The site's own icon (the shell's), inline: the browser asks for no /favicon.ico. */
const ICON = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23dc2626'/%3E%3Ctext x='16' y='23' font-family='Arial' font-weight='700' font-size='20' text-anchor='middle' fill='white'%3EZ%3C/text%3E%3C/svg%3E">`;

function page(res: Response, status: number, language: Lang, body: string): void {
  const t = PAGE[language];
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(t.title)}</title>${ICON}</head><body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.5"><h1 style="font-size:1.4rem">${escape(t.title)}</h1>${body}<p><a href="/account" style="color:#b91c1c">${escape(t.again)}</a></p></body></html>`,
    );
}

const tokenOf = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : '');

const languageOf = (req: Request, stored: string | null | undefined): Lang =>
  stored === 'en' || stored === 'fr' ? stored : lang(req);

const limit = createRateLimit({ name: 'reminder-unsubscribe', windowMs: 60_000, limit: 30 });

/**
 * /api/reminders/unsubscribe?token=: the link of every reminder mail, without signing in. GET
 * shows what it stops and a button (a mail client may fetch links: GET changes nothing); POST
 * (that button, or the mail client's one-click `List-Unsubscribe=One-Click`, RFC 8058) stops that
 * kind for that member at once, spending the token.
 */
export const unsubscribeRouter = Router();
unsubscribeRouter.use(limit);

unsubscribeRouter.get('/unsubscribe', async (req, res) => {
  const found = await peek(tokenOf(req));
  const language = languageOf(req, found?.language);
  const t = PAGE[language];
  if (!found) return page(res, 400, language, `<p>${escape(t.invalid)}</p>`);
  const kind = KIND_NAME[language][found.kind];
  page(
    res,
    200,
    language,
    `<p>${escape(t.ask(kind))}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#b91c1c;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;font-size:1rem">${escape(t.button)}</button></form>`,
  );
});

unsubscribeRouter.post(
  '/unsubscribe',
  express.urlencoded({ extended: false, limit: '1kb' }),
  async (req, res) => {
    const body = req.body as Record<string, unknown> | undefined;
    const done =
      body?.['List-Unsubscribe'] === 'One-Click' ? await unsubscribe(tokenOf(req)) : null;
    const language = languageOf(req, done?.language);
    const t = PAGE[language];
    if (!done) return page(res, 400, language, `<p>${escape(t.invalid)}</p>`);
    page(res, 200, language, `<p>${escape(t.done(KIND_NAME[language][done.kind]))}</p>`);
  },
);
