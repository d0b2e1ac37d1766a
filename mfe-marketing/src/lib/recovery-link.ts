// What the sign-in form needs of the recovery feature, kept apart from its texts (texts.ts) so the
// first load of the site carries two strings, not the whole feature's dictionary.
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const FORGOT_PASSWORD_LINK = {
  fr: 'Mot de passe oublié ?',
  en: 'Forgot password?',
} as const;
