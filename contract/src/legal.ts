// The legal pages ("Mentions légales", "Conditions générales", the privacy policy): markdown texts
// the administrator edits in the admin panel's Paramètres tab, stored as site settings, read by the
// public pages. The privacy page has a built-in text, shown while the administrator's is empty.

/** The legal documents, by the id used in the API's paths. */
export const LEGAL_DOCS = ['legal-notice', 'terms', 'privacy'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/** The languages of a legal text: French is the reference, English falls back to it. */
export const LEGAL_LANGS = ['fr', 'en'] as const;
export type LegalLang = (typeof LEGAL_LANGS)[number];

/**
 * Longest legal text, per language (characters of markdown): a long set of terms fits, and one
 * save (PUT, one language) stays under the API's 100 kB body limit whatever the characters.
 */
export const LEGAL_TEXT_MAX_LENGTH = 25_000;

/**
 * GET /api/legal/:doc (anyone) and, per document, GET /api/admin/legal (a list).
 * French is the text of reference; an empty English text means "show the French one".
 * An empty French text: the page is not published yet.
 */
export interface LegalText {
  doc: LegalDoc;
  fr: string;
  en: string;
  /** ISO date of the last change; null when never saved. */
  updatedAt: string | null;
}

/** PUT /api/admin/legal/:doc/:lang -> LegalText[] (every document after the change). */
export interface LegalTextUpdate {
  /** Markdown; empty = not published (French) or "show the French text" (English). */
  text: string;
}

/**
 * POST /api/admin/legal/terms/renewal (no body) -> TermsRenewal: after a change to the terms that
 * members must accept, every member who accepted another version is asked to accept this one
 * (`version`, the terms' last change) at their next visit. 409 while the French terms are empty.
 */
export interface TermsRenewal {
  version: string;
  /** Members asked now (those who already accepted this version, or were asked it, are not). */
  asked: number;
}
