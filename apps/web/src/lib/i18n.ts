import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only the groups of Portuguese a first visit shows (the public pages, the error texts, what stands in while the
// signed-in shell loads): the named imports leave the rest of the file out of the first download.
import { access, auth, common, errors, forgot, language, login, signup, validation } from '../locales/pt.json';

const FIRST_VISIT_PT = { access, auth, common, errors, forgot, language, login, signup, validation };

/**
 * The locales the interface ships; pt is the default and the fallback (spec §1), so its first-visit groups are
 * part of the first download and the rest comes with the signed-in shell (loadFullPortuguese). The others are
 * chunks of their own, fetched when a user's saved or chosen language needs them: a visit carries one language,
 * not three (issue 20's first-load budget).
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
    resources: { pt: { translation: FIRST_VISIT_PT } },
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

let fullPortuguese: Promise<void> | null = null;

/**
 * Adds the whole of Portuguese, the interface's fallback in every language: the signed-in shell waits for it
 * (AppRoutes). Read as text and parsed: a second import of the JSON module would put it all in the first download.
 */
export function loadFullPortuguese(): Promise<void> {
  fullPortuguese ??= import('../locales/pt.json?raw').then(({ default: raw }) => {
    i18n.addResourceBundle('pt', 'translation', JSON.parse(raw) as Record<string, unknown>, true, true);
  });
  return fullPortuguese;
}
