import { useLanguage } from 'shared-ui';

// Texts of the users tab's account actions (issue 19), in both languages.
const fr = {
  resetLink: 'Lien de réinitialisation',
  resetLinkLabel: 'Créer un lien de réinitialisation du mot de passe pour {name}',
  endSessions: 'Fermer les sessions',
  endSessionsLabel: 'Fermer toutes les sessions de {name}',
  dialogTitle: 'Lien de réinitialisation pour {name}',
  dialogIntro:
    'Transmettez ce lien au membre par le canal habituel (WhatsApp, Discord…). Il sert une seule fois, expire le {date} et ne sera plus affiché : copiez-le maintenant.',
  linkLabel: 'Lien à usage unique',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  close: 'Fermer',
  success: 'Succès',
  error: 'Erreur',
  linkFailed: "Le lien n'a pas pu être créé.",
  sessionsEnded: 'Sessions fermées : {count}',
  sessionsFailed: "Les sessions n'ont pas pu être fermées.",
  resetSecondFactor: 'Remettre à zéro la double vérification',
  resetSecondFactorLabel: 'Remettre à zéro la vérification en deux étapes de {name}',
  resetSecondFactorFailed: "La vérification en deux étapes n'a pas pu être réinitialisée.",
};

export type UserAccessTexts = typeof fr;

const en: UserAccessTexts = {
  resetLink: 'Reset link',
  resetLinkLabel: 'Create a password reset link for {name}',
  endSessions: 'End sessions',
  endSessionsLabel: 'End every session of {name}',
  dialogTitle: 'Reset link for {name}',
  dialogIntro:
    'Pass this link on to the member through the usual channel (WhatsApp, Discord…). It works once, expires on {date} and will not be shown again: copy it now.',
  linkLabel: 'One-time link',
  copy: 'Copy the link',
  copied: 'Link copied',
  close: 'Close',
  success: 'Success',
  error: 'Error',
  linkFailed: 'The link could not be created.',
  sessionsEnded: 'Sessions ended: {count}',
  sessionsFailed: 'The sessions could not be ended.',
  resetSecondFactor: 'Reset two-step verification',
  resetSecondFactorLabel: 'Reset the two-step verification of {name}',
  resetSecondFactorFailed: 'Two-step verification could not be reset.',
};

export function useUserAccessTexts(): { t: UserAccessTexts; lang: 'fr' | 'en' } {
  const { lang } = useLanguage();
  return { t: lang === 'en' ? en : fr, lang: lang === 'en' ? 'en' : 'fr' };
}

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
