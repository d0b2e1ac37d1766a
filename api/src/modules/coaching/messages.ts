import { defineMessages } from '../../platform/messages';

/** Messages of the coach desk (issue 36), in both languages (French first). */
export const COACHING_MSG = defineMessages({
  memberNotFollowed: {
    fr: 'Ce membre ne vous est pas confié',
    en: 'This member is not assigned to you',
  },
  memberNotOnDesk: {
    fr: 'Membre introuvable sur le suivi',
    en: 'Member not found on the coaching desk',
  },
  coachNotFound: {
    fr: "Ce compte n'est pas un coach",
    en: 'This account is not a coach',
  },
  memberNotAssignable: {
    fr: 'Seul un membre (rôle utilisateur) peut être confié à un coach',
    en: 'Only a member (user role) can be assigned to a coach',
  },
  checkInNotFound: { fr: 'Bilan introuvable', en: 'Check-in not found' },
  noteNotFound: { fr: 'Note introuvable', en: 'Note not found' },
  noteDeleted: { fr: 'Note supprimée', en: 'Note deleted' },
  flagNotRaised: {
    fr: "Ce signal n'est pas levé pour ce membre à cette date",
    en: 'This flag is not raised for this member on that date',
  },
  flagInvalid: {
    fr: 'Signal inconnu : no-check-in, low-adherence, weight-rate, no-session, compliance-drop, access-ending ou no-sign-in',
    en: 'Unknown flag: no-check-in, low-adherence, weight-rate, no-session, compliance-drop, access-ending or no-sign-in',
  },
  flagStateInvalid: {
    fr: 'État attendu : handled (traité) ou snoozed (reporté, avec days de 1 à 90)',
    en: 'Expected state: handled, or snoozed (with days from 1 to 90)',
  },
  snoozeDaysInvalid: {
    fr: 'Un report dure de 1 à 90 jours (days), et seulement pour snoozed',
    en: 'A snooze lasts 1 to 90 days (days), and only for snoozed',
  },
  sinceInvalid: {
    fr: 'since doit être un jour au format AAAA-MM-JJ',
    en: 'since must be a day as YYYY-MM-DD',
  },
  flagNoteTooLong: {
    fr: 'La note fait 1000 caractères au plus',
    en: 'The note is at most 1000 characters long',
  },
  noteBodyInvalid: {
    fr: 'La note est requise et fait 4000 caractères au plus',
    en: 'The note is required and at most 4000 characters long',
  },
  replyBodyInvalid: {
    fr: 'La réponse est requise et fait 4000 caractères au plus',
    en: 'The reply is required and at most 4000 characters long',
  },
  coachIdInvalid: {
    fr: 'coachId doit être l’identifiant d’un coach, ou null pour retirer le suivi',
    en: 'coachId must be a coach’s id, or null to end the follow-up',
  },
  rosterSortInvalid: {
    fr: 'Tri inconnu : name, lastSignIn, lastCheckIn, compliance7 ou accessEnd',
    en: 'Unknown sort: name, lastSignIn, lastCheckIn, compliance7 or accessEnd',
  },
  rosterFilterInvalid: {
    fr: 'Filtre inconnu : all, attention, no-routine ou access-ending',
    en: 'Unknown filter: all, attention, no-routine or access-ending',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    coaching: typeof COACHING_MSG;
  }
}
