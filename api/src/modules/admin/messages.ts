import { defineMessages } from '../../platform/messages';

/** Messages of the administration panel, in both languages (French first). */
export const ADMIN_MSG = defineMessages({
  adminProtected: {
    fr: 'Un administrateur ne peut être ni désactivé ni supprimé',
    en: 'An administrator cannot be deactivated or deleted',
  },
  lastAdmin: {
    fr: 'Impossible de retirer le rôle du dernier administrateur',
    en: 'The last administrator cannot be demoted',
  },
  userDeleted: { fr: 'Utilisateur supprimé avec succès', en: 'User deleted' },
  settingKeyInvalid: {
    fr: 'Paramètre inconnu : seuls ia_welcome_message, ia_welcome_message_en et ia_enabled sont modifiables',
    en: 'Unknown setting: only ia_welcome_message, ia_welcome_message_en and ia_enabled can be changed',
  },
  settingValueInvalid: {
    fr: 'Valeur invalide : ia_welcome_message et ia_welcome_message_en attendent un texte de 4000 caractères au plus, ia_enabled un booléen',
    en: 'Invalid value: ia_welcome_message and ia_welcome_message_en take a text of at most 4000 characters, ia_enabled a boolean',
  },
  expiryInPast: {
    fr: "La date d'expiration ne peut pas être dans le passé",
    en: 'The expiry date cannot be in the past',
  },
  newPasswordRequired: { fr: 'Le nouveau mot de passe est requis', en: 'New password is required' },
});

declare module '../../platform/messages' {
  interface MessageTables {
    admin: typeof ADMIN_MSG;
  }
}
