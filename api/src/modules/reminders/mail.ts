import type { ReminderKind } from '@zak/contract';
import type { MailMessage } from '../../platform/mail/mailer';
import { FOOTER, compose, type MailLang } from '../accounts';

export type ReminderMailLang = MailLang;

/** What a reminder's mail says besides its kind: today's session, the access's last day. */
export interface ReminderDetails {
  /** Training: the routine day due today and how many exercises it holds. */
  session?: { dayName: string; routineName: string; exerciseCount: number };
  /** Training, without a routine: today is one of the training days the member picked. */
  pickedDay?: boolean;
  /** Access ending: its last day, already written in the member's language and time zone. */
  accessEnd?: string;
}

type MailKind = Exclude<ReminderKind, 'coach-reply'>;

interface KindText {
  subject: (d: ReminderDetails) => string;
  body: (d: ReminderDetails) => string[];
  action: string;
  path: string;
}

const TEXT: Record<
  MailLang,
  Record<MailKind, KindText> & { greeting: (name: string) => string; stop: string }
> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    checkin: {
      subject: () => 'Ton bilan de la semaine t’attend',
      body: () => [
        'C’est le moment de ton bilan hebdomadaire : six notes (diète, entraînement, sommeil, énergie, stress, faim) et quelques mots si tu veux.',
        'Il prend deux minutes et c’est ce que ton coach lit en premier.',
      ],
      action: 'Faire mon bilan',
      path: '/progres',
    },
    training: {
      subject: (d) =>
        d.pickedDay
          ? 'C’est un de tes jours d’entraînement'
          : `Séance du jour : ${d.session?.dayName ?? 'ton programme'}`,
      body: (d) => [
        d.session
          ? `Aujourd’hui, ton programme « ${d.session.routineName} » prévoit la séance ${d.session.dayName} (${d.session.exerciseCount} exercices).`
          : d.pickedDay
            ? 'Aujourd’hui est un des jours d’entraînement que tu as choisis.'
            : 'Une séance de ton programme est prévue aujourd’hui.',
        'Tes charges et tes objectifs de la dernière fois t’attendent dans le carnet, même sans réseau à la salle.',
      ],
      action: 'Ouvrir ma séance',
      path: '/entrainement',
    },
    'access-ending': {
      subject: () => 'Ton accès au coach IA se termine dans 3 jours',
      body: (d) => [
        `Ton accès au coach IA se termine le ${d.accessEnd ?? 'bientôt'} et ne sera pas renouvelé automatiquement.`,
        'Pour continuer sans interruption, choisis une formule sur la boutique.',
      ],
      action: 'Voir les formules',
      path: '/zak-ia-info',
    },
    stop: 'Tu reçois ce rappel parce que tu l’as activé. Pour ne plus le recevoir : ',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    checkin: {
      subject: () => 'Your weekly check-in is waiting',
      body: () => [
        'It is time for your weekly check-in: six scores (diet, training, sleep, energy, stress, hunger) and a few words if you like.',
        'It takes two minutes and it is what your coach reads first.',
      ],
      action: 'Do my check-in',
      path: '/progress',
    },
    training: {
      subject: (d) =>
        d.pickedDay
          ? 'It is one of your training days'
          : `Today's session: ${d.session?.dayName ?? 'your programme'}`,
      body: (d) => [
        d.session
          ? `Today your programme "${d.session.routineName}" plans the ${d.session.dayName} session (${d.session.exerciseCount} exercises).`
          : d.pickedDay
            ? 'Today is one of the training days you picked.'
            : 'A session of your programme is planned today.',
        'Your loads and last time’s targets are waiting in the log, even with no signal at the gym.',
      ],
      action: 'Open my session',
      path: '/training',
    },
    'access-ending': {
      subject: () => 'Your AI coach access ends in 3 days',
      body: (d) => [
        `Your AI coach access ends on ${d.accessEnd ?? 'soon'} and will not renew by itself.`,
        'To carry on without a break, pick a plan in the shop.',
      ],
      action: 'See the plans',
      path: '/zak-ia-info',
    },
    stop: 'You get this reminder because you turned it on. To stop it: ',
  },
};

/** A reminder mail: plain text and simple HTML, with the one-click unsubscribe (RFC 8058). */
export function reminderMail(
  lang: MailLang,
  to: string,
  input: {
    kind: MailKind;
    username: string;
    publicUrl: string;
    unsubscribeUrl: string;
    details?: ReminderDetails;
  },
): MailMessage {
  const t = TEXT[lang];
  const kind = t[input.kind];
  const details = input.details ?? {};
  const message = compose(to, {
    subject: kind.subject(details),
    greeting: t.greeting(input.username),
    paragraphs: [...kind.body(details), `${t.stop}${input.unsubscribeUrl}`],
    action: { label: kind.action, url: `${input.publicUrl}${kind.path}` },
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
