import { TRAINING_LIMITS as L } from '@zak/contract';
import { defineMessages } from '../../platform/messages';

/** Messages of the training log (issue #34), in both languages. */
export const TRAINING_MSG = defineMessages({
  trainingExerciseNotFound: { fr: 'Exercice introuvable', en: 'Exercise not found' },
  trainingExerciseInUse: {
    fr: 'Cet exercice figure dans des séries enregistrées : supprimez-les d’abord',
    en: 'This exercise is in logged sets: delete them first',
  },
  trainingExerciseDeleted: { fr: 'Exercice supprimé', en: 'Exercise deleted' },
  trainingExerciseUnknown: {
    fr: 'Un exercice choisi n’existe pas ou ne vous est pas accessible',
    en: 'A chosen exercise does not exist or is not yours to use',
  },
  trainingRoutineNotFound: { fr: 'Programme introuvable', en: 'Routine not found' },
  trainingRoutineDeleted: { fr: 'Programme supprimé', en: 'Routine deleted' },
  trainingDayNotFound: {
    fr: 'Ce jour n’existe pas dans le programme',
    en: 'The routine has no such day',
  },
  trainingSessionNotFound: { fr: 'Séance introuvable', en: 'Session not found' },
  trainingSessionDeleted: { fr: 'Séance supprimée', en: 'Session deleted' },
  trainingSetNotFound: { fr: 'Série introuvable', en: 'Set not found' },
  trainingSetDeleted: { fr: 'Série supprimée', en: 'Set deleted' },
  trainingSetElsewhere: {
    fr: 'Une série envoyée appartient déjà à une autre séance',
    en: 'A set sent already belongs to another session',
  },
  trainingNameInvalid: {
    fr: `Le nom doit contenir de 1 à ${L.exerciseNameMax} caractères`,
    en: `The name must be 1 to ${L.exerciseNameMax} characters`,
  },
  trainingCueTooLong: {
    fr: `La consigne doit contenir au plus ${L.cueMax} caractères`,
    en: `The cue must be at most ${L.cueMax} characters`,
  },
  trainingNotesTooLong: {
    fr: `Les notes doivent contenir au plus ${L.notesMax} caractères`,
    en: `Notes must be at most ${L.notesMax} characters`,
  },
  trainingMuscleInvalid: {
    fr: 'Choisissez de 1 à 5 muscles principaux parmi ceux proposés',
    en: 'Choose 1 to 5 primary muscles from those offered',
  },
  trainingChoiceInvalid: { fr: 'Valeur non proposée', en: 'Value not offered' },
  trainingRoutineShapeInvalid: {
    fr: `Un programme a de 1 à ${L.daysMax} jours, chacun d’au plus ${L.exercisesPerDayMax} exercices de 1 à ${L.setsPerExerciseMax} séries`,
    en: `A routine has 1 to ${L.daysMax} days, each of at most ${L.exercisesPerDayMax} exercises of 1 to ${L.setsPerExerciseMax} sets`,
  },
  trainingRepRangeInvalid: {
    fr: `La fourchette de répétitions doit aller de 1 à ${L.repsMax}, le minimum au plus égal au maximum`,
    en: `The rep range must be within 1 to ${L.repsMax}, its minimum at most its maximum`,
  },
  trainingRirInvalid: {
    fr: `Les répétitions en réserve vont de 0 à ${L.rirMax}`,
    en: `Reps in reserve go from 0 to ${L.rirMax}`,
  },
  trainingRestInvalid: {
    fr: `Le repos va de 0 à ${L.restSecondsMax} secondes`,
    en: `Rest goes from 0 to ${L.restSecondsMax} seconds`,
  },
  trainingWeightInvalid: {
    fr: `La charge doit être comprise entre 0 et ${L.weightKgMax} kg`,
    en: `The load must be between 0 and ${L.weightKgMax} kg`,
  },
  trainingRepsInvalid: {
    fr: `Les répétitions doivent être un nombre entier de 0 à ${L.repsMax}`,
    en: `Reps must be a whole number from 0 to ${L.repsMax}`,
  },
  trainingClientIdInvalid: {
    fr: `L’identifiant client doit contenir de 1 à ${L.clientIdMax} lettres, chiffres ou tirets`,
    en: `The client id must be 1 to ${L.clientIdMax} letters, digits or dashes`,
  },
  trainingSetsInvalid: {
    fr: `Envoyez de 1 à ${L.setsPerSessionMax} séries, chacune une seule fois`,
    en: `Send 1 to ${L.setsPerSessionMax} sets, each once`,
  },
  trainingDateInvalid: {
    fr: 'La date doit être au format ISO 8601',
    en: 'The date must be in ISO 8601 format',
  },
  trainingSupersetInvalid: {
    fr: 'Un superset est désigné par une lettre de A à Z',
    en: 'A superset is named by a letter from A to Z',
  },
  trainingImportNoFile: {
    fr: 'Envoyez le fichier CSV exporté comme corps de la requête (Content-Type: text/csv)',
    en: 'Send the exported CSV file as the request body (Content-Type: text/csv)',
  },
  trainingImportCsvRequired: {
    fr: 'Le fichier doit être envoyé en text/csv',
    en: 'The file must be sent as text/csv',
  },
  trainingImportInvalidText: {
    fr: 'Le fichier contient un caractère nul ou un texte mal encodé',
    en: 'The file holds a NUL character or badly encoded text',
  },
  trainingImportUnitRequired: {
    fr: 'Le fichier de Strong n’indique pas son unité : précisez unit=kg ou unit=lb',
    en: 'Strong’s file does not say its unit: add unit=kg or unit=lb',
  },
  trainingImportFormatInvalid: {
    fr: 'Précisez le format du fichier : format=strong ou format=hevy',
    en: 'Say the file’s format: format=strong or format=hevy',
  },
  trainingImportUnitInvalid: {
    fr: 'L’unité doit être kg ou lb',
    en: 'The unit must be kg or lb',
  },
  trainingImportInvalidCsv: {
    fr: 'Ce fichier n’est pas un CSV lisible',
    en: 'This file is not a readable CSV',
  },
  trainingImportMissingColumns: {
    fr: 'Il manque à ce fichier des colonnes de l’export choisi : vérifiez le format (Strong ou Hevy)',
    en: 'This file lacks columns of the chosen export: check the format (Strong or Hevy)',
  },
  trainingImportTimeZoneInvalid: {
    fr: 'Fuseau horaire inconnu (exemple : Europe/Paris)',
    en: 'Unknown time zone (for example Europe/Paris)',
  },
  trainingImportNotStored: {
    fr: 'L’import n’a pas abouti : rien n’a été enregistré. Vous pouvez renvoyer le même fichier.',
    en: 'The import did not complete: nothing was stored. You can send the same file again.',
  },
  trainingMessageNotFound: { fr: 'Message introuvable', en: 'Message not found' },
  trainingNoProgramme: {
    fr: 'Ce message ne propose pas de programme à enregistrer : il faut des exercices avec leurs séries et répétitions',
    en: 'This message proposes no programme to save: it needs exercises with their sets and reps',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    training: typeof TRAINING_MSG;
  }
}
