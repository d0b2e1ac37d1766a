// The member's chosen language for server calls. The API client sends it with every call as
// `Accept-Language` so the server answers its messages in the screen's language, not the
// browser's. The shell's LanguageProvider sets it; before that (or in a remote tested alone) the
// stored choice is used, French by default.
import { STORAGE_KEYS, readStorage } from '../storage';

let chosen: 'fr' | 'en' | null = null;

export function setRequestLanguage(lang: 'fr' | 'en'): void {
  chosen = lang;
}

export function requestLanguage(): 'fr' | 'en' {
  if (chosen) return chosen;
  return readStorage(STORAGE_KEYS.language) === 'en' ? 'en' : 'fr';
}
