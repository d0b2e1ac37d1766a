import { ACCOUNT_MSG } from '../accounts/messages';
import { PAYMENT_MSG } from '../payments/messages';
import { PROGRESS_MSG } from '../progress/messages';
import { LEGAL_MSG } from './legal-messages';

/** Every user-facing message of the API, in both languages (French first, the site's default). */
export interface Msg {
  fr: string;
  en: string;
}

export const MSG = {
  usernameRequired: { fr: "Le nom d'utilisateur est requis", en: 'Username is required' },
  usernameTooLong: {
    fr: "Le nom d'utilisateur doit contenir au plus 50 caractères",
    en: 'Username must be at most 50 characters',
  },
  usernameInvalid: {
    fr: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et les signes . _ -",
    en: 'Username may contain only letters, digits and the signs . _ -',
  },
  passwordRequired: { fr: 'Le mot de passe est requis', en: 'Password is required' },
  passwordTooShort: {
    fr: 'Le mot de passe doit contenir au moins 6 caractères',
    en: 'Password must be at least 6 characters',
  },
  passwordTooLong: {
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
    en: 'Password must be at most 128 characters',
  },
  currentPasswordRequired: {
    fr: 'Le mot de passe actuel est requis',
    en: 'Current password is required',
  },
  newPasswordRequired: { fr: 'Le nouveau mot de passe est requis', en: 'New password is required' },
  emailInvalid: { fr: "L'adresse e-mail n'est pas valide", en: 'Email address is not valid' },
  usernameTaken: {
    fr: "Ce nom d'utilisateur est déjà utilisé",
    en: 'This username is already taken',
  },
  registered: {
    fr: 'Compte créé avec succès. Vous pouvez maintenant vous connecter.',
    en: 'Account created. You can now log in.',
  },
  loggedIn: { fr: 'Connexion réussie', en: 'Logged in' },
  loggedOut: { fr: 'Déconnexion réussie', en: 'Logged out' },
  badCredentials: {
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
    en: 'Incorrect username or password.',
  },
  accountInactive: {
    fr: 'Ce compte est désactivé. Contactez un administrateur.',
    en: 'This account is deactivated. Please contact an administrator.',
  },
  unauthenticated: { fr: 'Authentification requise', en: 'Authentication required' },
  forbidden: { fr: 'Accès refusé', en: 'Access denied' },
  adminOnly: { fr: 'Accès réservé aux administrateurs', en: 'Administrators only' },
  noAiAccess: {
    fr: "Votre compte n'a pas accès à l'IA. Un abonnement est nécessaire : contactez l'administrateur.",
    en: 'Your account has no AI access. A subscription is required: please contact the administrator.',
  },
  aiDisabled: {
    fr: "L'IA est temporairement désactivée. Réessayez plus tard.",
    en: 'The AI is temporarily disabled. Please try again later.',
  },
  tooManyRequests: {
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  conversationNotFound: { fr: 'Conversation introuvable', en: 'Conversation not found' },
  userNotFound: { fr: 'Utilisateur introuvable', en: 'User not found' },
  notFound: { fr: 'Ressource introuvable', en: 'Not found' },
  titleRequired: { fr: 'Le titre est requis', en: 'Title is required' },
  contentRequired: { fr: 'Le contenu du message est requis', en: 'Message content is required' },
  contentTooLong: { fr: 'Le message est trop long', en: 'The message is too long' },
  messageTypeInvalid: {
    fr: "Le type de message doit être 'user' ou 'ai'",
    en: "Message type must be 'user' or 'ai'",
  },
  idInvalid: { fr: 'Identifiant invalide', en: 'Invalid identifier' },
  conversationDeleted: { fr: 'Conversation supprimée', en: 'Conversation deleted' },
  conversationsDeleted: { fr: 'Conversations supprimées', en: 'Conversations deleted' },
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
  currentPasswordWrong: {
    fr: 'Le mot de passe actuel est incorrect',
    en: 'The current password is incorrect',
  },
  passwordChanged: { fr: 'Mot de passe modifié avec succès', en: 'Password changed' },
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
  cursorInvalid: { fr: 'Curseur de pagination invalide', en: 'Invalid paging cursor' },
  expiryInPast: {
    fr: "La date d'expiration ne peut pas être dans le passé",
    en: 'The expiry date cannot be in the past',
  },
  dateInvalid: {
    fr: 'Date invalide (format ISO attendu)',
    en: 'Invalid date (ISO format expected)',
  },
  malformedJson: { fr: 'Corps JSON mal formé', en: 'Malformed JSON body' },
  bodyTooLarge: { fr: 'Requête trop volumineuse', en: 'Request body too large' },
  jsonRequired: {
    fr: 'Le corps de la requête doit être au format JSON',
    en: 'The request body must be JSON',
  },
  foreignOrigin: { fr: 'Origine de la requête refusée', en: 'Request origin refused' },
  unavailable: {
    fr: 'Service temporairement indisponible. Réessayez dans un instant.',
    en: 'Service temporarily unavailable. Please try again shortly.',
  },
  internal: {
    fr: 'Une erreur interne est survenue.',
    en: 'An internal error occurred.',
  },
  invalidInput: { fr: 'Données invalides', en: 'Invalid input' },
  // {field} is replaced by the field's name (middlewares/validate).
  textNul: {
    fr: 'Le champ « {field} » contient un caractère nul (U+0000), refusé',
    en: 'The field "{field}" contains a NUL character (U+0000), which is refused',
  },
  textSurrogate: {
    fr: 'Le champ « {field} » contient de l’Unicode mal formé (surrogate isolé)',
    en: 'The field "{field}" contains malformed Unicode (a lone surrogate)',
  },
  textControl: {
    fr: 'Le champ « {field} » contient un caractère de contrôle, refusé',
    en: 'The field "{field}" contains a control character, which is refused',
  },
  textDepth: {
    fr: 'Le champ « {field} » est trop imbriqué',
    en: 'The field "{field}" is nested too deeply',
  },
  malformedUrl: {
    fr: 'Adresse mal formée : séquence « % » invalide',
    en: 'Malformed URL: invalid "%" escape',
  },
  unknownField: { fr: 'Champ non autorisé', en: 'Field not allowed' },
  ...ACCOUNT_MSG,
  ...PAYMENT_MSG,
  ...PROGRESS_MSG,
  ...LEGAL_MSG,
} satisfies Record<string, Msg>;

export type MsgKey = keyof typeof MSG;

/** A message that names a field ({field} in its text). */
export function withField(msg: Msg, field: string): Msg {
  return { fr: msg.fr.replace('{field}', () => field), en: msg.en.replace('{field}', () => field) };
}

export function isMsgKey(key: string): key is MsgKey {
  return Object.prototype.hasOwnProperty.call(MSG, key);
}
