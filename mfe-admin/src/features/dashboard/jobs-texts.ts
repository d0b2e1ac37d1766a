import { useLanguage } from 'shared-ui';

// Texts of the dashboard's scheduled-jobs card (issue #37), in both languages.
const fr = {
  title: 'Tâches planifiées',
  intro:
    'Rappels envoyés par le serveur et chiffres du suivi recalculés chaque nuit : chaque file, ses tâches en attente et en échec.',
  notRunning: 'Ce serveur ne lance pas de tâches (JOBS=off) : un autre réplica s’en charge.',
  queue: 'File',
  waiting: 'En attente',
  active: 'En cours',
  failed: 'En échec',
  lag: 'Retard',
  seconds: (n: string) => `${n} s`,
  queues: {
    'reminders-tick': 'Rappels dus (chaque minute)',
    'reminder-mail': 'Mails de rappel',
    'coaching-refresh': 'Suivi : chiffres du jour (minuit UTC)',
    'coaching-topics': 'Suivi : sujets des anciens messages (chaque heure)',
  } as Record<string, string>,
  failedTitle: 'Tâches en échec',
  noFailed: 'Aucune tâche en échec.',
  error: 'Erreur',
  retries: 'Essais',
  failedAt: 'Échec le',
  retry: 'Relancer',
  retryLabel: (queue: string, when: string) => `Relancer la tâche ${queue} en échec le ${when}`,
  retryError: 'La tâche n’a pas été relancée',
};

export type JobsTexts = typeof fr;

const en: JobsTexts = {
  title: 'Scheduled jobs',
  intro:
    'Reminders the server sends and the coaching desk’s figures recomputed each night: each queue, its jobs waiting and failed.',
  notRunning: 'This server runs no jobs (JOBS=off): another replica does.',
  queue: 'Queue',
  waiting: 'Waiting',
  active: 'Running',
  failed: 'Failed',
  lag: 'Lag',
  seconds: (n: string) => `${n} s`,
  queues: {
    'reminders-tick': 'Reminders due (every minute)',
    'reminder-mail': 'Reminder mails',
    'coaching-refresh': 'Coaching desk: the day’s figures (midnight UTC)',
    'coaching-topics': 'Coaching desk: older messages’ topics (hourly)',
  },
  failedTitle: 'Failed jobs',
  noFailed: 'No failed job.',
  error: 'Error',
  retries: 'Attempts',
  failedAt: 'Failed at',
  retry: 'Retry',
  retryLabel: (queue: string, when: string) => `Retry the ${queue} job that failed at ${when}`,
  retryError: 'The job was not queued again',
};

export const useJobsT = (): JobsTexts => (useLanguage().lang === 'en' ? en : fr);
