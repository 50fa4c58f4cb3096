import type { Language } from '../tickets/automatic-texts.js';

// The fixed words of the bot's menus, in the company's language (§10 Platform: automatic messages to
// customers use that language). Menu lines follow §10 Bot flow: `*[ 1 ]* - Name`.

const TEXTS: Record<Language, { back: string; start: string; ratingQuestion: string; ratings: readonly [string, string, string] }> = {
  pt: {
    back: 'Voltar',
    start: 'Menu inicial',
    ratingQuestion: 'Por favor, avalie o nosso atendimento respondendo com um número:',
    ratings: ['Insatisfeito', 'Satisfeito', 'Muito satisfeito'],
  },
  en: {
    back: 'Back',
    start: 'Main menu',
    ratingQuestion: 'Please rate our service by replying with a number:',
    ratings: ['Dissatisfied', 'Satisfied', 'Very satisfied'],
  },
  es: {
    back: 'Volver',
    start: 'Menú inicial',
    ratingQuestion: 'Por favor, califique nuestra atención respondiendo con un número:',
    ratings: ['Insatisfecho', 'Satisfecho', 'Muy satisfecho'],
  },
};

/** The reply that goes back one level. */
export const BACK_KEY = '0';
/** The reply that goes back to the first menu. */
export const START_KEY = '#';

/** One numbered line of a menu. */
export const menuLine = (key: string | number, label: string) => `*[ ${key} ]* - ${label}`;

/** An introduction (may be empty) followed by the menu's lines. */
export function composeMenu(intro: string, lines: readonly string[]): string {
  return [intro.trim(), lines.join('\n')].filter((part) => part.length > 0).join('\n\n');
}

/** The navigation lines of an option menu: `0` when there is a level above, `#` when the first menu is further up. */
export function navigationLines(language: Language, levelsBelowStart: number): string[] {
  const texts = TEXTS[language];
  return [...(levelsBelowStart >= 1 ? [menuLine(BACK_KEY, texts.back)] : []), ...(levelsBelowStart >= 2 ? [menuLine(START_KEY, texts.start)] : [])];
}

/** The question asked when the company wrote none of its own. */
export const defaultRatingIntro = (language: Language) => TEXTS[language].ratingQuestion;

/** The rating choices (§10 Bot flow: 1 Insatisfeito, 2 Satisfeito, 3 Muito satisfeito). */
export const ratingLines = (language: Language) => TEXTS[language].ratings.map((label, index) => menuLine(index + 1, label));
