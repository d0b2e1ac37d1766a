import { defineMessages } from '../../platform/messages';

/** Messages of the account features (recovery, email, sessions), in both languages. */
export const ACCOUNT_MSG = defineMessages({
  // The description under the front end's "Compte créé !" title (spec: the server message, else
  // "Vous pouvez maintenant vous connecter."): it does not say "created" a second time.
  registered: {
    fr: 'Vous pouvez maintenant vous connecter.',
    en: 'You can now log in.',
  },
  loggedIn: { fr: 'Connexion réussie', en: 'Logged in' },
  adultRequired: {
    fr: 'Vous devez confirmer avoir 18 ans ou plus (adult)',
    en: 'You must confirm that you are 18 or over (adult)',
  },
  termsRequired: {
    fr: 'Vous devez accepter les conditions générales et la politique de confidentialité (acceptTerms)',
    en: 'You must accept the terms and conditions and the privacy policy (acceptTerms)',
  },
  consentBoth: {
    fr: 'Envoyez les deux confirmations ensemble : adult et acceptTerms',
    en: 'Send both confirmations together: adult and acceptTerms',
  },
  consentRecorded: { fr: "Merci, c'est enregistré.", en: 'Thank you, this is recorded.' },
  loggedOut: { fr: 'Déconnexion réussie', en: 'Logged out' },
  badCredentials: {
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
    en: 'Incorrect username or password.',
  },
  accountInactive: {
    fr: 'Ce compte est désactivé. Contactez un administrateur.',
    en: 'This account is deactivated. Please contact an administrator.',
  },
  passwordRequiredToDelete: {
    fr: 'Le mot de passe est requis pour supprimer le compte',
    en: 'Your password is required to delete the account',
  },
  passwordWrong: { fr: 'Mot de passe incorrect', en: 'Incorrect password' },
  accountDeleted: { fr: 'Compte supprimé', en: 'Account deleted' },
  adminCannotSelfDelete: {
    fr: 'Un administrateur ne peut pas supprimer son propre compte',
    en: 'An administrator cannot delete their own account',
  },
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
  secondFactorCodeRequired: {
    fr: 'Saisissez le code à 6 chiffres ou un code de secours',
    en: 'Enter the 6-digit code or a recovery code',
  },
  secondFactorCodeWrong: {
    fr: 'Code incorrect. Vérifiez l’heure de votre téléphone et réessayez.',
    en: "Wrong code. Check your phone's clock and try again.",
  },
  secondFactorCodeReused: {
    fr: 'Ce code a déjà été utilisé : attendez le suivant (30 secondes au plus).',
    en: 'This code was already used: wait for the next one (30 seconds at most).',
  },
  secondFactorLocked: {
    fr: 'Trop de codes incorrects : la vérification en deux étapes est bloquée pendant 15 minutes.',
    en: 'Too many wrong codes: two-step verification is locked for 15 minutes.',
  },
  secondFactorAlreadyOn: {
    fr: 'La vérification en deux étapes est déjà activée sur ce compte',
    en: 'Two-step verification is already on for this account',
  },
  secondFactorNotOn: {
    fr: "La vérification en deux étapes n'est pas activée sur ce compte",
    en: 'Two-step verification is not on for this account',
  },
  secondFactorNoEnrolment: {
    fr: "Aucune activation en cours : recommencez depuis l'étape du mot de passe",
    en: 'No set-up in progress: start again from the password step',
  },
  secondFactorEnabled: {
    fr: 'Vérification en deux étapes activée. Vos autres sessions ont été fermées.',
    en: 'Two-step verification is on. Your other sessions were ended.',
  },
  secondFactorPassed: { fr: 'Vérification réussie', en: 'Verification passed' },
  secondFactorRemoved: {
    fr: 'Vérification en deux étapes désactivée. Vos autres sessions ont été fermées.',
    en: 'Two-step verification is off. Your other sessions were ended.',
  },
  recoveryCodesRenewed: {
    fr: 'Nouveaux codes de secours créés : les anciens ne fonctionnent plus. Vos autres sessions ont été fermées.',
    en: 'New recovery codes created: the old ones no longer work. Your other sessions were ended.',
  },
  secondFactorAdminsKeep: {
    fr: 'Les administrateurs doivent garder la vérification en deux étapes',
    en: 'Administrators must keep two-step verification',
  },
  secondFactorResetDone: {
    fr: "Vérification en deux étapes réinitialisée : l'utilisateur l'activera à sa prochaine connexion. Ses sessions ont été fermées.",
    en: 'Two-step verification reset: the user will set it up at the next sign-in. Their sessions were ended.',
  },
  secondFactorResetSelf: {
    fr: 'Vous ne pouvez pas réinitialiser votre propre vérification : demandez-le à un autre administrateur',
    en: 'You cannot reset your own verification: ask another administrator',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    accounts: typeof ACCOUNT_MSG;
  }
}
