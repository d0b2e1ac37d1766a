import {
  LEGAL_DOCS,
  LEGAL_LANGS,
  type LegalDoc,
  type LegalLang,
  type LegalText,
  type TermsRenewal,
} from '@zak/contract';
import { listSettings, upsertSetting, type SettingRecord } from './setting.repository';
import { audit, type Actor } from '../audit';
import { askMembersToAcceptTerms } from '../members';
import { conflict } from '../../platform/app-error';
import { SETTINGS_MSG } from './messages';

/** The site_settings key of a legal text: legal_notice_fr, legal_terms_en, legal_privacy_fr... */
export function legalSettingKey(doc: LegalDoc, lang: LegalLang): string {
  return `legal_${doc === 'legal-notice' ? 'notice' : doc}_${lang}`;
}

function toLegalText(doc: LegalDoc, byKey: Map<string, SettingRecord>): LegalText {
  const rows = LEGAL_LANGS.map((lang) => byKey.get(legalSettingKey(doc, lang)));
  const [fr, en] = rows.map((row) => (typeof row?.value === 'string' ? row.value : ''));
  const times = rows.flatMap((row) => (row ? [new Date(row.updatedAt).getTime()] : []));
  return {
    doc,
    fr: fr ?? '',
    en: en ?? '',
    updatedAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}

/** Every legal text (never saved = empty). */
export async function listLegalTexts(): Promise<LegalText[]> {
  const byKey = new Map((await listSettings()).map((row) => [row.key, row]));
  return LEGAL_DOCS.map((doc) => toLegalText(doc, byKey));
}

/**
 * The version of the terms a member accepts now: the date of the administrator's last change to
 * the terms' text, or 'unpublished' while there is none (the built-in privacy policy applies).
 */
export async function currentTermsVersion(): Promise<string> {
  return (await getLegalText('terms')).updatedAt ?? 'unpublished';
}

/** One legal text, for the public page. */
export async function getLegalText(doc: LegalDoc): Promise<LegalText> {
  const texts = await listLegalTexts();
  return texts.find((text) => text.doc === doc) ?? toLegalText(doc, new Map());
}

/**
 * Saves one language of a legal text and writes the admin log (the text's size, not the text:
 * the log's details stay short; the text itself is the page).
 */
export async function saveLegalText(
  actor: Actor,
  doc: LegalDoc,
  lang: LegalLang,
  text: string,
): Promise<LegalText[]> {
  const key = legalSettingKey(doc, lang);
  await upsertSetting(key, text, actor.userId);
  await audit(actor, 'setting.update', { key, doc, lang, length: text.length });
  return listLegalTexts();
}

/**
 * The administrator asks members to accept the terms as they are now (after a change members must
 * accept): every member who accepted another version is asked again at their next visit; the
 * admin log says which version and how many. 409 while the French terms are empty (nothing to
 * accept: the page says it is not published).
 */
export async function askTermsRenewal(actor: Actor): Promise<TermsRenewal> {
  const terms = await getLegalText('terms');
  if (!terms.fr.trim() || !terms.updatedAt) throw conflict(SETTINGS_MSG.termsUnpublished);
  const version = terms.updatedAt;
  const asked = await askMembersToAcceptTerms(version);
  await audit(actor, 'legal.terms_renewal', { version, asked });
  return { version, asked };
}
