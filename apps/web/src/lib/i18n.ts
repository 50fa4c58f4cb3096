import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The locales the interface ships; pt is the default and the fallback (spec §1). */
export const resources = {
  pt: { translation: pt },
  en: { translation: en },
  es: { translation: es },
} as const;

export type Language = keyof typeof resources;

export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** The interface language chosen in the user menu is kept in localStorage 'language'. */
export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved language, or pt when none (or an unknown one) is saved or storage is unavailable. */
export function storedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : 'pt';
  } catch {
    return 'pt';
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'pt',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  // Locales are bundled, so init is synchronous and the first render is already translated.
  initAsync: false,
});

/** Switches the interface language and remembers it for the next visit. */
export function changeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts until the page is reloaded.
  }
  void i18n.changeLanguage(language);
}
