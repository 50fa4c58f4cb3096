import { describe, expect, it } from 'vitest';
import { greetingForHour, renderMessageVariables } from './message-variables.js';

// 2026-03-10 14:05:09 UTC: 11:05:09 in São Paulo (UTC-3), 23:05:09 in Tokyo (UTC+9).
const at = new Date('2026-03-10T14:05:09Z');
const base = { contactName: '  Maria  da Silva ', ticketId: 42, at, timeZone: 'America/Sao_Paulo', language: 'pt' as const };

describe('message variables (§9)', () => {
  it("fills name, firstName, ms, protocol and hora in the company's zone", () => {
    const text = renderMessageVariables('{{ms}}, {{firstName}}! ({{name}}) Protocolo {{protocol}} às {{hora}}', base);
    expect(text).toBe('Bom dia, Maria! (Maria  da Silva) Protocolo 2026031011050942 às 11:05:09');
  });

  it('follows the zone and the language', () => {
    expect(renderMessageVariables('{{ms}} {{hora}}', { ...base, timeZone: 'Asia/Tokyo', language: 'en' })).toBe('Good evening 23:05:09');
    expect(renderMessageVariables('{{ms}}', { ...base, timeZone: 'UTC', language: 'es' })).toBe('Buenas tardes');
  });

  it('greets by the hour: madrugada, dia, tarde, noite', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 23].map((h) => greetingForHour(h, 'pt'))).toEqual([
      'Boa madrugada',
      'Boa madrugada',
      'Bom dia',
      'Bom dia',
      'Boa tarde',
      'Boa tarde',
      'Boa noite',
      'Boa noite',
    ]);
  });

  it('accepts spaces inside the braces, leaves unknown variables alone and never substitutes twice', () => {
    expect(renderMessageVariables('Oi {{ name }} {{desconhecida}}', base)).toBe('Oi Maria  da Silva {{desconhecida}}');
    expect(renderMessageVariables('Oi {{name}}', { ...base, contactName: '{{hora}} $&' })).toBe('Oi {{hora}} $&');
  });

  it('falls back to São Paulo for an unknown zone and leaves the ticket out of the protocol without one', () => {
    expect(renderMessageVariables('{{hora}} {{protocol}}', { ...base, timeZone: 'Mars/Olympus', ticketId: null })).toBe('11:05:09 20260310110509');
  });
});
