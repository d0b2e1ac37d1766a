import { useLanguage } from 'shared-ui';
import { FORGOT_PASSWORD_PATH } from '../../../lib/recovery-link';

// Texts of the recovery screens, the email card and the session list (issue 19), in both languages.
const fr = {
  backToLogin: '← Retour à la connexion',
  forgot: {
    metaTitle: 'Mot de passe oublié | Zak Coaching',
    title: 'Mot de passe oublié ?',
    intro:
      "Saisissez votre nom d'utilisateur ou votre adresse e-mail. Si votre compte a une adresse vérifiée, vous y recevrez un lien pour choisir un nouveau mot de passe.",
    noEmail:
      "Pas d'adresse e-mail vérifiée ? Demandez un lien de réinitialisation à l'administrateur.",
    login: "Nom d'utilisateur ou e-mail",
    loginRequired: "Le nom d'utilisateur ou l'adresse e-mail est requis",
    submit: 'Envoyer le lien',
    pending: 'Envoi…',
    error: 'La demande a échoué. Réessayez.',
  },
  reset: {
    metaTitle: 'Nouveau mot de passe | Zak Coaching',
    title: 'Choisir un nouveau mot de passe',
    checking: 'Vérification du lien…',
    invalid:
      "Ce lien n'est plus valable (déjà utilisé, expiré ou remplacé par un plus récent). Demandez-en un nouveau.",
    askAgain: 'Demander un nouveau lien',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    tooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    mismatch: 'Les mots de passe ne correspondent pas',
    submit: 'Enregistrer le mot de passe',
    pending: 'Enregistrement…',
    signIn: 'Se connecter',
    error: 'La réinitialisation a échoué. Réessayez.',
  },
  verify: {
    metaTitle: "Vérification de l'adresse e-mail | Zak Coaching",
    title: "Vérification de l'adresse e-mail",
    pending: 'Vérification…',
    error: 'La vérification a échoué. Réessayez.',
    toAccount: 'Aller à mon compte',
  },
  email: {
    title: 'Adresse e-mail',
    none: 'Aucune adresse e-mail',
    verified: 'Vérifiée',
    unverified: 'Non vérifiée',
    why: 'Seule une adresse vérifiée peut recevoir un lien de réinitialisation du mot de passe.',
    sendLink: 'Envoyer un lien de vérification',
    sending: 'Envoi…',
    newEmail: 'Nouvelle adresse e-mail (vide pour la supprimer)',
    currentPassword: "Votre mot de passe (pour changer d'adresse)",
    change: "Changer d'adresse",
    changing: 'Enregistrement…',
    error: 'La modification a échoué.',
    successTitle: "C'est fait",
  },
  sessions: {
    title: 'Sessions actives',
    intro:
      'Les appareils connectés à votre compte. Fermez une session que vous ne reconnaissez pas.',
    loading: 'Chargement des sessions…',
    loadError: 'Impossible de charger les sessions.',
    current: 'Cette session',
    ip: 'Adresse IP :',
    created: 'Ouverte le',
    lastSeen: 'Dernière activité',
    end: 'Fermer cette session',
    endLabel: 'Fermer cette session ({device})',
    endOthers: 'Fermer toutes les autres sessions',
    ending: 'Fermeture…',
    unknownDevice: 'Appareil inconnu',
    on: 'sur',
    error: 'La fermeture a échoué.',
  },
};

export type RecoveryTexts = typeof fr;

const en: RecoveryTexts = {
  backToLogin: '← Back to sign in',
  forgot: {
    metaTitle: 'Forgot password | Zak Coaching',
    title: 'Forgot password?',
    intro:
      'Enter your username or email address. If your account has a verified address, you will receive a link there to choose a new password.',
    noEmail: 'No verified email address? Ask the administrator for a reset link.',
    login: 'Username or email',
    loginRequired: 'Username or email is required',
    submit: 'Send the link',
    pending: 'Sending…',
    error: 'The request failed. Please try again.',
  },
  reset: {
    metaTitle: 'New password | Zak Coaching',
    title: 'Choose a new password',
    checking: 'Checking the link…',
    invalid:
      'This link is no longer valid (already used, expired or replaced by a newer one). Please ask for a new one.',
    askAgain: 'Ask for a new link',
    password: 'New password',
    confirm: 'Confirm the new password',
    tooShort: 'Password must be at least 6 characters',
    mismatch: 'Passwords do not match',
    submit: 'Save the password',
    pending: 'Saving…',
    signIn: 'Sign in',
    error: 'The reset failed. Please try again.',
  },
  verify: {
    metaTitle: 'Email verification | Zak Coaching',
    title: 'Email verification',
    pending: 'Verifying…',
    error: 'The verification failed. Please try again.',
    toAccount: 'Go to my account',
  },
  email: {
    title: 'Email address',
    none: 'No email address',
    verified: 'Verified',
    unverified: 'Not verified',
    why: 'Only a verified address can receive a password reset link.',
    sendLink: 'Send a verification link',
    sending: 'Sending…',
    newEmail: 'New email address (empty to remove it)',
    currentPassword: 'Your password (to change the address)',
    change: 'Change address',
    changing: 'Saving…',
    error: 'The change failed.',
    successTitle: 'Done',
  },
  sessions: {
    title: 'Active sessions',
    intro: 'The devices signed in to your account. End any session you do not recognise.',
    loading: 'Loading sessions…',
    loadError: 'Could not load the sessions.',
    current: 'This session',
    ip: 'IP address:',
    created: 'Started',
    lastSeen: 'Last active',
    end: 'End this session',
    endLabel: 'End this session ({device})',
    endOthers: 'End all other sessions',
    ending: 'Ending…',
    unknownDevice: 'Unknown device',
    on: 'on',
    error: 'Ending the session failed.',
  },
};

export function useRecoveryT(): RecoveryTexts {
  return useLanguage().lang === 'en' ? en : fr;
}

export const RECOVERY_ROUTES = {
  forgot: FORGOT_PASSWORD_PATH,
  reset: '/reset-password',
  verify: '/verify-email',
} as const;
