import type { MailMessage } from '../../platform/mail/mailer';
import { compose, FOOTER, type MailLang } from '../accounts';

/** What the member is told when a payment event turns their AI access on or off. */
export interface AccessNotice {
  userId: string;
  kind: 'active' | 'ended';
  /** active: the end of the paid period (null: no end). */
  until: Date | null;
}

const day = (d: Date, lang: MailLang) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(d);

/** "Your AI access is active" / "has ended", in the member's language, with a link to the site. */
export function accessMail(
  lang: MailLang,
  to: string,
  username: string,
  notice: AccessNotice,
  siteUrl: string,
): MailMessage {
  const fr = lang === 'fr';
  const until = notice.until ? day(notice.until, lang) : null;
  if (notice.kind === 'active') {
    return compose(to, {
      subject: fr
        ? 'Zak Coaching : ton accès IA est actif'
        : 'Zak Coaching: your AI access is active',
      greeting: fr ? `Bonjour ${username},` : `Hello ${username},`,
      paragraphs: [
        fr
          ? 'Ton paiement est bien reçu : Zak IA est ouvert dès maintenant.'
          : 'Your payment was received: Zak AI is open to you now.',
        until
          ? fr
            ? `Ton accès court jusqu’au ${until}.`
            : `Your access runs until ${until}.`
          : fr
            ? 'Ton accès n’a pas de date de fin.'
            : 'Your access has no end date.',
      ],
      action: { label: fr ? 'Ouvrir Zak IA' : 'Open Zak AI', url: `${siteUrl}/ia` },
      footer: FOOTER[lang],
    });
  }
  return compose(to, {
    subject: fr
      ? 'Zak Coaching : ton accès IA a pris fin'
      : 'Zak Coaching: your AI access has ended',
    greeting: fr ? `Bonjour ${username},` : `Hello ${username},`,
    paragraphs: [
      fr
        ? 'Ton abonnement a pris fin (résiliation, remboursement ou fin de période) : Zak IA n’est plus accessible.'
        : 'Your subscription ended (cancelled, refunded or period over): Zak AI is no longer open to you.',
      fr
        ? 'Tes conversations sont conservées : abonne-toi à nouveau depuis ton espace pour les retrouver.'
        : 'Your conversations are kept: subscribe again from your account to get them back.',
    ],
    action: { label: fr ? 'Mon compte' : 'My account', url: `${siteUrl}/mon-compte` },
    footer: FOOTER[lang],
  });
}
