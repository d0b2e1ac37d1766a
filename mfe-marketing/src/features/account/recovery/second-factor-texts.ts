import { useLanguage } from 'shared-ui';

// Texts of the account page's two-step verification (issue 19), in both languages.
const fr = {
  title: 'Vérification en deux étapes',
  on: 'Activée',
  off: 'Désactivée',
  why: "À chaque connexion, un code à 6 chiffres de votre application d'authentification (Google Authenticator, Aegis, 1Password…) en plus du mot de passe.",
  required: 'Obligatoire pour les administrateurs.',
  codesLeft: 'Codes de secours restants : {count}',
  currentPassword: 'Votre mot de passe (pour la vérification en deux étapes)',
  enable: 'Activer',
  disable: 'Désactiver',
  newCodes: 'Nouveaux codes de secours',
  scan: 'Scannez le QR code avec votre application, ou saisissez la clé, puis entrez le code à 6 chiffres affiché.',
  qrAlt: "QR code à scanner avec votre application d'authentification",
  keyLabel: 'Clé à saisir à la main',
  code: 'Code à 6 chiffres',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  codesTitle: 'Vos codes de secours',
  codesIntro:
    'Chaque code sert une seule fois si vous perdez votre téléphone. Notez-les maintenant : ils ne seront plus affichés.',
  codesDone: "J'ai noté mes codes",
  promptTitle: 'Vérification en deux étapes',
  promptIntro:
    "Entrez le code à 6 chiffres de votre application d'authentification, ou un code de secours.",
  promptCode: 'Code à 6 chiffres ou code de secours',
  verify: 'Vérifier',
  working: 'Un instant…',
  error: 'Erreur',
  success: 'Succès',
  failed: "L'opération a échoué. Réessayez.",
  signOut: 'Se déconnecter',
};

export type SecondFactorTexts = typeof fr;

const en: SecondFactorTexts = {
  title: 'Two-step verification',
  on: 'On',
  off: 'Off',
  why: 'At every sign-in, a 6-digit code from your authenticator app (Google Authenticator, Aegis, 1Password…) on top of the password.',
  required: 'Required for administrators.',
  codesLeft: 'Recovery codes left: {count}',
  currentPassword: 'Your password (for two-step verification)',
  enable: 'Turn on',
  disable: 'Turn off',
  newCodes: 'New recovery codes',
  scan: 'Scan the QR code with your app, or type the key, then enter the 6-digit code it shows.',
  qrAlt: 'QR code to scan with your authenticator app',
  keyLabel: 'Key to type by hand',
  code: '6-digit code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Each code works once if you lose your phone. Write them down now: they will not be shown again.',
  codesDone: 'I have written my codes down',
  promptTitle: 'Two-step verification',
  promptIntro: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  promptCode: '6-digit code or recovery code',
  verify: 'Verify',
  working: 'One moment…',
  error: 'Error',
  success: 'Success',
  failed: 'That did not work. Please try again.',
  signOut: 'Sign out',
};

export function useSecondFactorT(): SecondFactorTexts {
  const { lang } = useLanguage();
  return lang === 'en' ? en : fr;
}
