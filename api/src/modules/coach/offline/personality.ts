import type { Language } from '../types';
import { paragraph, type Block } from './document';
import { translator } from './text';

/** The chat screen's 'ifbb' persona closes with a short line in the voice of a competitor coach. */
export function personaSignOff(
  personality: string | undefined,
  language: Language,
): Block | undefined {
  if (personality !== 'ifbb') return undefined;
  const t = translator(language);
  return paragraph(
    t(
      '**Régularité, intensité, patience : c’est comme ça qu’on transforme un physique.**',
      '**Consistency, intensity, patience: that is how a physique is transformed.**',
    ),
  );
}
