import type { LegalText } from '@zak/contract';
import type { Lang } from 'shared-ui';

/** The text in the visitor's language, else the other one (French is the reference). */
export function pickLegalText(text: LegalText, lang: Lang): { body: string; lang: Lang } | null {
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  if (text[lang].trim()) return { body: text[lang], lang };
  if (text[other].trim()) return { body: text[other], lang: other };
  return null;
}
