import type { MailMessage } from '../../platform/mail/mailer';
import { compose, FOOTER, type MailLang } from '../accounts';

/**
 * "Your coach answered your check-in", in the member's language: the coach's own words as written
 * (never translated), with a link to the account page where the reply sits under the check-in.
 */
export function replyMail(
  lang: MailLang,
  to: string,
  member: string,
  reply: { coach: string; date: string; body: string },
  siteUrl: string,
): MailMessage {
  const fr = lang === 'fr';
  const day = new Intl.DateTimeFormat(fr ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${reply.date}T00:00:00Z`));
  return compose(to, {
    subject: fr
      ? 'Zak Coaching : ton coach a répondu à ton bilan'
      : 'Zak Coaching: your coach answered your check-in',
    greeting: fr ? `Bonjour ${member},` : `Hello ${member},`,
    paragraphs: [
      fr
        ? `${reply.coach} a répondu à ton bilan du ${day} :`
        : `${reply.coach} answered your check-in of ${day}:`,
      reply.body,
      fr
        ? 'Les mails du coach se coupent dans ton espace, rubrique Rappels.'
        : 'Coach mails can be turned off in your account, under Reminders.',
    ],
    action: {
      label: fr ? 'Voir mon bilan' : 'See my check-in',
      url: `${siteUrl}/${fr ? 'mon-compte' : 'account'}`,
    },
    footer: FOOTER[lang],
  });
}
