import type { Msg } from '../lib/messages';

/** Messages of the account features (recovery, email, sessions), in both languages. */
export const ACCOUNT_MSG = {
  loginRequired: {
    fr: "Le nom d'utilisateur ou l'adresse e-mail est requis",
    en: 'Username or email is required',
  },
  recoveryRequested: {
    fr: "Si un compte correspond et qu'il a une adresse e-mail vérifiée, un lien de réinitialisation vient d'y être envoyé. Il est valable 30 minutes. Sans adresse vérifiée, demandez un lien à l'administrateur.",
    en: 'If an account matches and has a verified email address, a reset link has just been sent to it. It is valid for 30 minutes. Without a verified address, ask the administrator for a link.',
  },
  resetTokenInvalid: {
    fr: "Ce lien n'est plus valable (déjà utilisé, expiré ou remplacé par un plus récent). Demandez-en un nouveau.",
    en: 'This link is no longer valid (already used, expired or replaced by a newer one). Please ask for a new one.',
  },
  passwordResetDone: {
    fr: 'Mot de passe réinitialisé. Toutes vos sessions ont été fermées : connectez-vous avec le nouveau mot de passe.',
    en: 'Password reset. All your sessions were ended: sign in with the new password.',
  },
  verifyTokenInvalid: {
    fr: "Ce lien de vérification n'est plus valable. Demandez-en un nouveau depuis votre compte.",
    en: 'This verification link is no longer valid. Ask for a new one from your account.',
  },
  emailVerified: { fr: 'Adresse e-mail vérifiée', en: 'Email address verified' },
  verificationSent: {
    fr: 'Un lien de vérification a été envoyé à votre adresse e-mail. Il est valable 24 heures.',
    en: 'A verification link was sent to your email address. It is valid for 24 hours.',
  },
  emailMissing: {
    fr: "Votre compte n'a pas d'adresse e-mail",
    en: 'Your account has no email address',
  },
  emailAlreadyVerified: {
    fr: 'Votre adresse e-mail est déjà vérifiée',
    en: 'Your email address is already verified',
  },
  emailChanged: {
    fr: 'Adresse e-mail modifiée. Un lien de vérification y a été envoyé.',
    en: 'Email address changed. A verification link was sent to it.',
  },
  emailRemoved: { fr: 'Adresse e-mail supprimée', en: 'Email address removed' },
  sessionEnded: { fr: 'Session fermée', en: 'Session ended' },
  otherSessionsEnded: { fr: 'Les autres sessions ont été fermées', en: 'Other sessions ended' },
  sessionNotFound: { fr: 'Session introuvable', en: 'Session not found' },
  userSessionsEnded: {
    fr: "Toutes les sessions de l'utilisateur ont été fermées",
    en: "All of the user's sessions were ended",
  },
  tokenRequired: { fr: 'Le lien est incomplet', en: 'The link is incomplete' },
} satisfies Record<string, Msg>;
