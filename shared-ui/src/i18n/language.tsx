import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';
import { setRequestLanguage } from './request-language';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];
export const DEFAULT_LANG: Lang = 'fr';

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en';
}

/** The stored language preference, or French (the site's default). */
export function storedLanguage(): Lang {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

interface LanguageContextValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Holds the site language, persists it and keeps `<html lang>` in sync. Rendered by the shell. */
export function LanguageProvider({
  children,
  initialLang,
}: {
  children: ReactNode;
  initialLang?: Lang;
}) {
  const [lang, setLangState] = useState<Lang>(() => {
    const initial = initialLang ?? storedLanguage();
    setRequestLanguage(initial);
    return initial;
  });

  const setLang = useCallback((next: Lang) => {
    // Calls made from now on (even before the re-render) ask the server for this language.
    setRequestLanguage(next);
    setLangState(next);
    writeStorage(STORAGE_KEYS.language, next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** `{ lang, setLang }` of the site. Must be used under the shell's LanguageProvider. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
