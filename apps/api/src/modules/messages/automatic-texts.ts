// Texts the platform writes by itself, in the company's `language` setting (§10 Platform: automatic
// messages to customers use that language). Portuguese is the default and the fallback.

type Language = 'pt' | 'en' | 'es';

const TEXTS = {
  callsNotTaken: {
    pt: 'Não atendemos chamadas de voz ou vídeo por este WhatsApp. Por favor, envie sua mensagem por texto.',
    en: 'We do not take voice or video calls on this WhatsApp. Please send us a text message.',
    es: 'No atendemos llamadas de voz ni de video por este WhatsApp. Por favor, envíanos un mensaje de texto.',
  },
  voiceCall: { pt: 'Chamada de voz recebida', en: 'Incoming voice call', es: 'Llamada de voz recibida' },
  videoCall: { pt: 'Chamada de vídeo recebida', en: 'Incoming video call', es: 'Llamada de video recibida' },
} satisfies Record<string, Record<Language, string>>;

export type AutomaticText = keyof typeof TEXTS;

/** The text in the company's language; an unknown language falls back to Portuguese. */
export function automaticText(language: string, key: AutomaticText): string {
  const texts: Record<Language, string> = TEXTS[key];
  return language === 'en' || language === 'es' ? texts[language] : texts.pt;
}
