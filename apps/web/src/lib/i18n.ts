import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';

/**
 * The locales the interface ships; pt is the default and the fallback (spec §1), so it is part of the first
 * download. The others are chunks of their own, fetched when a user's saved or chosen language needs them:
 * a visit carries one language, not three (issue 20's first-load budget).
 */
const OTHER_LOCALES = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};

export type Language = 'pt' | keyof typeof OTHER_LOCALES;

export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** i18next backend that reads the locales not bundled with the app. */
const localeChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = OTHER_LOCALES[language as keyof typeof OTHER_LOCALES];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (locale) => callback(null, locale.default),
      (error: Error) => callback(error, false),
    );
  },
};

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

void i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    resources: { pt: { translation: pt } },
    // pt comes from `resources`; the backend is asked only for the languages it lacks.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'pt',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    // Starts at once: in Portuguese the first render is already translated; in another language the screens
    // wait (Suspense) for its chunk rather than flash Portuguese.
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
