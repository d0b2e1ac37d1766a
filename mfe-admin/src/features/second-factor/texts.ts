import { useLanguage } from 'shared-ui';

// Texts of the administrator's second step (issue 19), in both languages.
const fr = {
  enrolTitle: 'Activer la vérification en deux étapes',
  enrolIntro:
    "Chaque administrateur protège son compte par un code à 6 chiffres donné par une application d'authentification (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…). Confirmez d'abord votre mot de passe.",
  currentPassword: 'Mot de passe actuel',
  continue: 'Continuer',
  scanTitle: 'Ajoutez le compte dans votre application',
  scanIntro:
    "Scannez le QR code avec l'application, ou saisissez la clé ci-dessous. Puis entrez le code à 6 chiffres qu'elle affiche.",
  qrAlt: "QR code à scanner avec votre application d'authentification",
  keyLabel: 'Clé à saisir à la main',
  code: 'Code à 6 chiffres',
  confirm: 'Activer',
  codesTitle: 'Vos codes de secours',
  codesIntro:
    'Chaque code sert une seule fois si vous perdez votre téléphone. Notez-les ou imprimez-les maintenant et rangez-les en lieu sûr : ils ne seront plus affichés.',
  codesLabel: 'Codes de secours',
  copyCodes: 'Copier les codes',
  copied: 'Codes copiés',
  done: "J'ai mis mes codes en lieu sûr",
  verifyTitle: 'Vérification en deux étapes',
  verifyIntro:
    "Entrez le code à 6 chiffres affiché par votre application d'authentification, ou un code de secours.",
  verifyCode: 'Code à 6 chiffres ou code de secours',
  verify: 'Vérifier',
  working: 'Vérification…',
  failed: 'La vérification a échoué. Réessayez.',
  signOut: 'Se déconnecter',
  cardTitle: 'Vérification en deux étapes',
  stateOn: 'Activée',
  stateOff: 'Désactivée',
  stateLabel: 'État',
  requiredLabel: 'Obligatoire',
  requiredYes: 'Oui, pour les administrateurs',
  requiredNo: 'Non',
  codesLeftLabel: 'Codes de secours restants',
  renewIntro:
    'Nouveaux codes de secours : les anciens cessent de fonctionner. Confirmez votre mot de passe.',
  renewPassword: 'Votre mot de passe (pour de nouveaux codes)',
  renew: 'Générer de nouveaux codes',
  renewing: 'Génération…',
  renewed: 'Nouveaux codes générés : les anciens ne fonctionnent plus.',
  renewFailed: 'Les codes n’ont pas pu être générés.',
  hideCodes: 'Masquer les codes',
};

export type SecondFactorTexts = typeof fr;

const en: SecondFactorTexts = {
  enrolTitle: 'Turn on two-step verification',
  enrolIntro:
    'Every administrator protects their account with a 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…). First confirm your password.',
  currentPassword: 'Current password',
  continue: 'Continue',
  scanTitle: 'Add the account to your app',
  scanIntro:
    'Scan the QR code with the app, or type the key below. Then enter the 6-digit code it shows.',
  qrAlt: 'QR code to scan with your authenticator app',
  keyLabel: 'Key to type by hand',
  code: '6-digit code',
  confirm: 'Turn on',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Each code works once if you lose your phone. Write them down or print them now and keep them safe: they will not be shown again.',
  codesLabel: 'Recovery codes',
  copyCodes: 'Copy the codes',
  copied: 'Codes copied',
  done: 'I have stored my codes safely',
  verifyTitle: 'Two-step verification',
  verifyIntro: 'Enter the 6-digit code shown by your authenticator app, or a recovery code.',
  verifyCode: '6-digit code or recovery code',
  verify: 'Verify',
  working: 'Checking…',
  failed: 'Verification failed. Please try again.',
  signOut: 'Sign out',
  cardTitle: 'Two-step verification',
  stateOn: 'On',
  stateOff: 'Off',
  stateLabel: 'State',
  requiredLabel: 'Required',
  requiredYes: 'Yes, for administrators',
  requiredNo: 'No',
  codesLeftLabel: 'Recovery codes left',
  renewIntro: 'New recovery codes: the old ones stop working. Confirm your password.',
  renewPassword: 'Your password (for new codes)',
  renew: 'Generate new codes',
  renewing: 'Generating…',
  renewed: 'New codes generated: the old ones no longer work.',
  renewFailed: 'The codes could not be generated.',
  hideCodes: 'Hide the codes',
};

export function useSecondFactorTexts(): SecondFactorTexts {
  const { lang } = useLanguage();
  return lang === 'en' ? en : fr;
}
