import { defineMessages } from '../../platform/messages';

/** Messages of the members' own rules: usernames, access, passwords, in both languages (French first). */
export const MEMBERS_MSG = defineMessages({
  usernameTaken: {
    fr: "Ce nom d'utilisateur est déjà utilisé",
    en: 'This username is already taken',
  },
  adminOnly: { fr: 'Accès réservé aux administrateurs', en: 'Administrators only' },
  staffOnly: {
    fr: 'Accès réservé aux administrateurs et aux coachs',
    en: 'Administrators and coaches only',
  },
  noAiAccess: {
    fr: "Votre compte n'a pas accès à l'IA : abonnez-vous, l'IA s'active dès que le paiement est reçu.",
    en: 'Your account has no AI access: subscribe, and the AI turns on as soon as the payment is received.',
  },
  userNotFound: { fr: 'Utilisateur introuvable', en: 'User not found' },
  currentPasswordRequired: {
    fr: 'Le mot de passe actuel est requis',
    en: 'Current password is required',
  },
  currentPasswordWrong: {
    fr: 'Le mot de passe actuel est incorrect',
    en: 'The current password is incorrect',
  },
  passwordChanged: { fr: 'Mot de passe modifié avec succès', en: 'Password changed' },
  secondFactorRequired: {
    fr: "Vérification en deux étapes requise : saisissez le code de votre application d'authentification.",
    en: 'Two-step verification required: enter the code from your authenticator app.',
  },
  accessEnded: {
    fr: "Votre accès à l'IA a pris fin (abonnement terminé ou expiré).",
    en: 'Your AI access has ended (subscription ended or expired).',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    members: typeof MEMBERS_MSG;
  }
}
