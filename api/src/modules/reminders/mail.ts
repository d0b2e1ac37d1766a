import type { ReminderKind } from '@zak/contract';
import type { MailMessage } from '../../platform/mail/mailer';
import { FOOTER, compose, type MailLang } from '../accounts';

export type ReminderMailLang = MailLang;

const TEXT: Record<
  MailLang,
  Record<'checkin', { subject: string; body: (name: string) => string[]; action: string }> & {
    greeting: (name: string) => string;
    stop: string;
  }
> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    checkin: {
      subject: 'Ton bilan de la semaine t’attend',
      body: () => [
        'C’est le moment de ton bilan hebdomadaire : six notes (diète, entraînement, sommeil, énergie, stress, faim) et quelques mots si tu veux.',
        'Il prend deux minutes et c’est ce que ton coach lit en premier.',
      ],
      action: 'Faire mon bilan',
    },
    stop: 'Tu reçois ce rappel parce que tu l’as activé. Pour ne plus le recevoir : ',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    checkin: {
      subject: 'Your weekly check-in is waiting',
      body: () => [
        'It is time for your weekly check-in: six scores (diet, training, sleep, energy, stress, hunger) and a few words if you like.',
        'It takes two minutes and it is what your coach reads first.',
      ],
      action: 'Do my check-in',
    },
    stop: 'You get this reminder because you turned it on. To stop it: ',
  },
};

/** A reminder mail: plain text and simple HTML, with the one-click unsubscribe (RFC 8058). */
export function reminderMail(
  lang: MailLang,
  to: string,
  input: { kind: ReminderKind; username: string; publicUrl: string; unsubscribeUrl: string },
): MailMessage {
  const t = TEXT[lang];
  const kind = t.checkin;
  const path = '/account#progression';
  const message = compose(to, {
    subject: kind.subject,
    greeting: t.greeting(input.username),
    paragraphs: [...kind.body(input.username), `${t.stop}${input.unsubscribeUrl}`],
    action: { label: kind.action, url: `${input.publicUrl}${path}` },
    footer: FOOTER[lang],
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
