import { LEGAL_TEXT_MAX_LENGTH } from '@zak/contract';
import { defineMessages } from '../../platform/messages';

/** Messages of the legal texts (GET /api/legal/:doc, PUT /api/admin/legal/:doc/:lang). */
export const SETTINGS_MSG = defineMessages({
  aiDisabled: {
    fr: "L'IA est temporairement désactivée. Réessayez plus tard.",
    en: 'The AI is temporarily disabled. Please try again later.',
  },
  legalDocInvalid: {
    fr: 'Document inconnu : seuls legal-notice, terms et privacy existent',
    en: 'Unknown document: only legal-notice, terms and privacy exist',
  },
  legalLangInvalid: {
    fr: 'Langue inconnue : fr ou en',
    en: 'Unknown language: fr or en',
  },
  legalTextInvalid: {
    fr: 'Le texte (text) est requis et doit être une chaîne de caractères',
    en: 'The text (text) is required and must be a string',
  },
  legalTextTooLong: {
    fr: `Le texte doit contenir au plus ${LEGAL_TEXT_MAX_LENGTH} caractères`,
    en: `The text must be at most ${LEGAL_TEXT_MAX_LENGTH} characters`,
  },
  termsUnpublished: {
    fr: "Les conditions générales ne sont pas publiées : il n'y a rien à faire accepter",
    en: 'The terms are not published: there is nothing to accept',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    settings: typeof SETTINGS_MSG;
  }
}
