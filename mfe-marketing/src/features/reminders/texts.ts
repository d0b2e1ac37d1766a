import type { ReminderKind } from '@zak/contract';
import { useLanguage } from 'shared-ui';

const fr = {
  title: 'Rappels',
  intro:
    'Des mails à l’heure de ton fuseau, chacun activable à part. Chaque mail contient un lien pour l’arrêter sans te connecter.',
  loading: 'Chargement des rappels…',
  loadError: 'Impossible de charger tes rappels.',
  kinds: {
    checkin: {
      name: 'Bilan de la semaine',
      description: 'Le jour et l’heure de ton bilan hebdomadaire.',
    },
    training: {
      name: 'Jours d’entraînement',
      description:
        'Les jours que tu coches, ou, sans jour coché, ceux où le rythme de ton programme prévoit une séance.',
    },
    'access-ending': {
      name: 'Fin d’accès',
      description: 'Trois jours avant la fin d’un accès au coach IA qui ne se renouvelle pas.',
    },
    'coach-reply': {
      name: 'Réponses du coach',
      description: 'Quand ton coach répond à un de tes bilans.',
    },
  } satisfies Record<ReminderKind, { name: string; description: string }>,
  on: 'Activé',
  off: 'Désactivé',
  weekday: 'Jour',
  weekdays: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  weekdaysShort: ['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'],
  days: 'Mes jours d’entraînement',
  daysHint: 'Aucun jour coché : selon le rythme de ton programme.',
  time: 'Heure',
  timeZone: 'Fuseau horaire',
  timeZoneHint: 'Celui de ton navigateur par défaut.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Rappel enregistré',
  error: 'Le rappel n’a pas été enregistré',
  next: 'Prochain rappel :',
  unverified: 'Vérifie ton adresse e-mail pour recevoir les rappels.',
};

export type RemindersTexts = typeof fr;

const en: RemindersTexts = {
  title: 'Reminders',
  intro:
    'Mails at the time of your own time zone, each turned on apart. Every mail holds a link that stops it without signing in.',
  loading: 'Loading your reminders…',
  loadError: 'Your reminders could not be loaded.',
  kinds: {
    checkin: { name: 'Weekly check-in', description: 'The day and time of your weekly check-in.' },
    training: {
      name: 'Training days',
      description:
        'The days you tick or, with no day ticked, the days your programme’s rhythm plans a session.',
    },
    'access-ending': {
      name: 'Access ending',
      description: 'Three days before an AI coach access that does not renew ends.',
    },
    'coach-reply': {
      name: 'Coach replies',
      description: 'When your coach answers one of your check-ins.',
    },
  },
  on: 'On',
  off: 'Off',
  weekday: 'Day',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  days: 'My training days',
  daysHint: 'No day ticked: your programme’s rhythm decides.',
  time: 'Time',
  timeZone: 'Time zone',
  timeZoneHint: 'Your browser’s by default.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Reminder saved',
  error: 'The reminder was not saved',
  next: 'Next reminder:',
  unverified: 'Verify your email address to get reminders.',
};

export const useRemindersT = (): RemindersTexts => (useLanguage().lang === 'en' ? en : fr);
