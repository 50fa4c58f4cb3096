import { signedBody } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { languageOf, readSettings } from '../settings/company-settings.js';

export type Language = 'pt' | 'en' | 'es';

// What the customer reads when an attendant takes over or moves the conversation (§10 Tickets: in the
// company's language, signed with the agent's name). {{firstName}} and {{name}} are the message
// variables of §9; {agent}, {queue} and {user} are filled by the server.
const TEXTS: Record<Language, Record<'greeting' | 'toQueue' | 'toUser' | 'toQueueAndUser', string>> = {
  pt: {
    greeting: 'Olá {{firstName}}, meu nome é {agent} e agora vou prosseguir com seu atendimento!',
    toQueue: 'Você foi transferido para o departamento *{queue}*, aguarde, já vamos te atender!',
    toUser: 'Você foi transferido para o atendente *{user}*, aguarde, já vamos te atender!',
    toQueueAndUser: 'Você foi transferido para o departamento *{queue}* e será atendido por *{user}*, aguarde, já vamos te atender!',
  },
  en: {
    greeting: 'Hello {{firstName}}, my name is {agent} and I will now continue with your service!',
    toQueue: 'You have been transferred to the *{queue}* department, please wait, we will be with you shortly!',
    toUser: 'You have been transferred to the attendant *{user}*, please wait, we will be with you shortly!',
    toQueueAndUser: 'You have been transferred to the *{queue}* department and *{user}* will attend you, please wait, we will be with you shortly!',
  },
  es: {
    greeting: '¡Hola {{firstName}}, mi nombre es {agent} y ahora voy a continuar con su atención!',
    toQueue: 'Usted fue transferido al departamento *{queue}*, espere, ¡ya lo vamos a atender!',
    toUser: 'Usted fue transferido al agente *{user}*, espere, ¡ya lo vamos a atender!',
    toQueueAndUser: 'Usted fue transferido al departamento *{queue}* y lo atenderá *{user}*, espere, ¡ya lo vamos a atender!',
  },
};

/**
 * Fills every placeholder in one pass, so a value that itself contains `{agent}` or `{{name}}` (a contact
 * may be called anything) is never substituted again.
 */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (whole, variable?: string, field?: string) => {
    const key = variable ?? field ?? '';
    return Object.hasOwn(values, key) ? values[key] : whole;
  });
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The greeting sent when an attendant accepts a ticket. */
export function greetingText(language: Language, agent: string, contactName: string): string {
  return signedBody(render(TEXTS[language].greeting, { agent, firstName: firstName(contactName), name: contactName }), agent, true);
}

/** The notice sent when a ticket moves to another queue and/or attendant; null when neither changed. */
export function transferText(language: Language, agent: string, change: { queue?: string; user?: string }): string | null {
  const texts = TEXTS[language];
  const template = change.queue && change.user ? texts.toQueueAndUser : change.queue ? texts.toQueue : change.user ? texts.toUser : null;
  if (!template) return null;
  return signedBody(render(template, { agent, queue: change.queue ?? '', user: change.user ?? '' }), agent, true);
}

export interface AutomaticMessageSettings {
  greetingOnAccept: boolean;
  transferNotice: boolean;
  language: Language;
}

/** The company's settings that decide which automatic messages go out, and in which language. */
export async function automaticMessageSettings(ctx: ServiceContext): Promise<AutomaticMessageSettings> {
  const values = await readSettings(ctx, ['sendGreetingAccepted', 'sendMsgTransfTicket', 'language']);
  return {
    greetingOnAccept: values.sendGreetingAccepted === 'enabled',
    transferNotice: values.sendMsgTransfTicket === 'enabled',
    language: languageOf(values.language),
  };
}
