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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'pt',
  fallbackLng: 'pt',
  supportedLngs: ['pt', 'en', 'es'],
  interpolation: { escapeValue: false },
  // Locales are bundled, so init is synchronous and the first render is already translated.
  initAsync: false,
});
