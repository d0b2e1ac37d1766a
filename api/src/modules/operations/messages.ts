import { defineMessages } from '../../platform/messages';

/** Messages of the scheduled jobs' administration (GET /api/admin/jobs, POST .../:id/retry). */
export const OPERATIONS_MSG = defineMessages({
  jobNotFound: {
    fr: 'Aucun job en échec ne porte cet identifiant',
    en: 'No failed job has this id',
  },
  jobRetried: {
    fr: 'Le job est relancé',
    en: 'The job was queued again',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    operations: typeof OPERATIONS_MSG;
  }
}
