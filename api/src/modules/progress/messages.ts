import { defineMessages } from '../../platform/messages';

/** Messages of the progress tracker (issue 21), in both languages. */
export const PROGRESS_MSG = defineMessages({
  progressDateInvalid: {
    fr: 'La date doit être un jour au format AAAA-MM-JJ, depuis le 1er janvier 2000 et pas dans le futur',
    en: 'The date must be a day as YYYY-MM-DD, from 1 January 2000 and not in the future',
  },
  weightOutOfRange: {
    fr: 'Le poids doit être compris entre 20 et 400 kg',
    en: 'Weight must be between 20 and 400 kg',
  },
  heightOutOfRange: {
    fr: 'La taille doit être comprise entre 100 et 250 cm',
    en: 'Height must be between 100 and 250 cm',
  },
  birthYearInvalid: {
    fr: "L'année de naissance doit être entre 1900 et celle de vos 18 ans",
    en: 'Birth year must be between 1900 and the year you turned 18',
  },
  trainingDaysInvalid: {
    fr: "Le nombre de jours d'entraînement par semaine doit être entre 0 et 7",
    en: 'Training days per week must be between 0 and 7',
  },
  circumferenceOutOfRange: {
    fr: 'Une mensuration doit être comprise entre 10 et 300 cm',
    en: 'A measurement must be between 10 and 300 cm',
  },
  bodyFatOutOfRange: {
    fr: 'Le taux de masse grasse doit être compris entre 2 et 75 %',
    en: 'Body fat must be between 2 and 75%',
  },
  bodyFatMethodRequired: {
    fr: 'Indiquez la méthode de mesure de la masse grasse',
    en: 'Say which method measured the body fat',
  },
  measurementEmpty: {
    fr: 'Saisissez au moins une mensuration',
    en: 'Enter at least one measurement',
  },
  scoreOutOfRange: {
    fr: 'Chaque note doit être un nombre entier de 0 à 10',
    en: 'Each score must be a whole number from 0 to 10',
  },
  notesTooLong: {
    fr: 'Les notes doivent contenir au plus 1000 caractères',
    en: 'Notes must be at most 1000 characters',
  },
  choiceInvalid: { fr: 'Valeur non proposée', en: 'Value not offered' },
  entryNotFound: { fr: 'Entrée introuvable', en: 'Entry not found' },
  entryDayTaken: {
    fr: 'Ce jour a déjà une entrée : modifiez-la plutôt',
    en: 'That day already has an entry: edit it instead',
  },
  entryDeleted: { fr: 'Entrée supprimée', en: 'Entry deleted' },
  rangeInvalid: {
    fr: 'La période est invalide (début après la fin, ou plus de 5 ans)',
    en: 'The period is invalid (start after end, or more than 5 years)',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    progress: typeof PROGRESS_MSG;
  }
}
