import { defineMessages } from '../../platform/messages';

/** Messages of the reminders (issue #37), in both languages. */
export const REMINDERS_MSG = defineMessages({
  reminderKindUnknown: { fr: 'Rappel inconnu', en: 'Unknown reminder' },
  reminderEnabledRequired: {
    fr: 'Indiquez si le rappel est activé (true ou false)',
    en: 'Say whether the reminder is on (true or false)',
  },
  reminderWeekdayInvalid: {
    fr: 'Le jour doit être un nombre de 0 (dimanche) à 6 (samedi)',
    en: 'The day must be a number from 0 (Sunday) to 6 (Saturday)',
  },
  reminderTimeInvalid: {
    fr: 'L’heure doit être au format HH:MM (00:00 à 23:59)',
    en: 'The time must be HH:MM (00:00 to 23:59)',
  },
  reminderTimeZoneInvalid: {
    fr: 'Fuseau horaire inconnu (par exemple Europe/Paris)',
    en: 'Unknown time zone (for example Europe/Paris)',
  },
  reminderFieldNotApplicable: {
    fr: 'Ce rappel ne prend ni jour ni heure : il part lorsque l’évènement se produit',
    en: 'This reminder takes no day or time: it is sent when the event happens',
  },
  reminderDaysInvalid: {
    fr: 'Les jours doivent être une liste de 1 à 7 jours différents, de 0 (dimanche) à 6 (samedi), ou null',
    en: 'The days must be a list of 1 to 7 different days, from 0 (Sunday) to 6 (Saturday), or null',
  },
  reminderDaysNotApplicable: {
    fr: 'Seul le rappel des jours d’entraînement prend des jours',
    en: 'Only the training-day reminder takes days',
  },
  reminderWeekdayNotApplicable: {
    fr: 'Ce rappel part chaque jour d’entraînement prévu : il ne prend pas de jour (choisissez vos jours avec days)',
    en: 'This reminder is sent on each planned training day: it takes no weekday (pick your days with days)',
  },
});
