/** A user-facing message of the API, in both languages (French first, the site's default). */
export interface Msg {
  fr: string;
  en: string;
}

/**
 * The message tables, one per module: each module's messages.ts declares its own here (declaration
 * merging), so a key is checked at compile time wherever it is used.
 */
export interface MessageTables {
  platform: typeof MSG;
}

/** Every message key: the platform's and each module's (MessageTables). */
export type MsgKey = {
  [T in keyof MessageTables]: keyof MessageTables[T] & string;
}[keyof MessageTables];

/** The one lookup: every table registered by defineMessages, by key. */
const registry = new Map<string, Msg>();

/**
 * Registers a module's messages in the one lookup (AppError's keys, the keys joi schemas give as
 * messages) and returns the table, typed. A key belongs to one table: defined twice, the API does
 * not start.
 */
export function defineMessages<T extends Record<string, Msg>>(table: T): T {
  for (const [key, msg] of Object.entries(table)) {
    if (registry.has(key)) throw new Error(`Message key "${key}" is defined in two tables`);
    registry.set(key, msg);
  }
  return table;
}

export function isMsgKey(key: string): key is MsgKey {
  return registry.has(key);
}

/** The message of a key; a key whose module is not loaded is a programming error. */
export function messageOf(key: MsgKey): Msg {
  const msg = registry.get(key);
  if (!msg) throw new Error(`Unknown message key "${key}" (is its module's messages.ts loaded?)`);
  return msg;
}

/** The platform's own messages: requests, input rules, errors that any module may give. */
export const MSG = defineMessages({
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
  emailInvalid: { fr: "L'adresse e-mail n'est pas valide", en: 'Email address is not valid' },
  unauthenticated: { fr: 'Authentification requise', en: 'Authentication required' },
  forbidden: { fr: 'Accès refusé', en: 'Access denied' },
  tooManyRequests: {
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  notFound: { fr: 'Ressource introuvable', en: 'Not found' },
  idInvalid: { fr: 'Identifiant invalide', en: 'Invalid identifier' },
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
  // {field} is replaced by the field's name (platform/http/validate).
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
});

/** A message that names a field ({field} in its text). */
export function withField(msg: Msg, field: string): Msg {
  return { fr: msg.fr.replace('{field}', () => field), en: msg.en.replace('{field}', () => field) };
}
