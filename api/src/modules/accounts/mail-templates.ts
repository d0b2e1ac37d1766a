import type { MailMessage } from '../../platform/mail/mailer';

export type MailLang = 'fr' | 'en';

const BRAND = 'Zak Coaching';
const ACCENT = '#b91c1c'; // the theme's primaryHover: white text on it passes WCAG AA

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** Plain text plus a simple HTML version: the brand, no images, no tracking, one link at most. */
export function compose(to: string, parts: Parts): MailMessage {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    '-- ',
    BRAND,
    parts.footer,
  ].join('\n');
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:${ACCENT};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111111"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${ACCENT}">${BRAND}</p>${para(parts.greeting)}${parts.paragraphs.map(para).join('')}${action}<p style="margin:24px 0 0;font-size:12px;color:#777777">${escapeHtml(parts.footer)}</p></div></body></html>`;
  return { to, subject: parts.subject, text, html };
}

export const FOOTER: Record<MailLang, string> = {
  fr: 'Message automatique envoyé par Zak Coaching. Ne répondez pas à ce message.',
  en: 'Automatic message from Zak Coaching. Please do not reply.',
};

export function passwordResetMail(
  lang: MailLang,
  to: string,
  username: string,
  url: string,
): MailMessage {
  return lang === 'en'
    ? compose(to, {
        subject: 'Zak Coaching: reset your password',
        greeting: `Hello ${username},`,
        paragraphs: [
          'Someone (hopefully you) asked to reset the password of your Zak Coaching account.',
          'The link below is valid for 30 minutes and works once. If you did not ask for it, ignore this message: your password stays the same.',
        ],
        action: { label: 'Choose a new password', url },
        footer: FOOTER.en,
      })
    : compose(to, {
        subject: 'Zak Coaching : réinitialisez votre mot de passe',
        greeting: `Bonjour ${username},`,
        paragraphs: [
          'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Zak Coaching.',
          'Le lien ci-dessous est valable 30 minutes et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
        ],
        action: { label: 'Choisir un nouveau mot de passe', url },
        footer: FOOTER.fr,
      });
}

export function passwordChangedMail(lang: MailLang, to: string, username: string): MailMessage {
  return lang === 'en'
    ? compose(to, {
        subject: 'Zak Coaching: your password was changed',
        greeting: `Hello ${username},`,
        paragraphs: [
          'The password of your Zak Coaching account was just reset, and every session of the account was ended.',
          'If you did not do this, contact the administrator at once.',
        ],
        footer: FOOTER.en,
      })
    : compose(to, {
        subject: 'Zak Coaching : votre mot de passe a été modifié',
        greeting: `Bonjour ${username},`,
        paragraphs: [
          'Le mot de passe de votre compte Zak Coaching vient d’être réinitialisé, et toutes les sessions du compte ont été fermées.',
          'Si ce n’est pas vous, contactez l’administrateur sans attendre.',
        ],
        footer: FOOTER.fr,
      });
}

export function verifyEmailMail(
  lang: MailLang,
  to: string,
  username: string,
  url: string,
): MailMessage {
  return lang === 'en'
    ? compose(to, {
        subject: 'Zak Coaching: confirm your email address',
        greeting: `Hello ${username},`,
        paragraphs: [
          'Confirm that this address belongs to your Zak Coaching account. Only a confirmed address can receive a password reset link.',
          'The link below is valid for 24 hours.',
        ],
        action: { label: 'Confirm my address', url },
        footer: FOOTER.en,
      })
    : compose(to, {
        subject: 'Zak Coaching : confirmez votre adresse e-mail',
        greeting: `Bonjour ${username},`,
        paragraphs: [
          'Confirmez que cette adresse appartient à votre compte Zak Coaching. Seule une adresse confirmée peut recevoir un lien de réinitialisation du mot de passe.',
          'Le lien ci-dessous est valable 24 heures.',
        ],
        action: { label: 'Confirmer mon adresse', url },
        footer: FOOTER.fr,
      });
}
