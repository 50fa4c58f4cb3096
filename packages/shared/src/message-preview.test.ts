import { describe, expect, it } from 'vitest';
import { messagePreview, stripWhatsappMarkup } from './message-preview.js';

describe('messagePreview', () => {
  it('drops the sign-off of our messages and the markup, folding lines', () => {
    expect(messagePreview('*Loja Bela Vista:*\nRespondendo sua *dúvida* sobre o _prazo_', { signed: true })).toBe('Respondendo sua dúvida sobre o prazo');
    expect(messagePreview('*[ 1 ]* - Financeiro\n*[ 2 ]* - Suporte', { signed: true })).toBe('[ 1 ] - Financeiro [ 2 ] - Suporte');
    expect(messagePreview('~caro~ barato ```code```')).toBe('caro barato code');
  });

  it("keeps a customer's leading bold words and text that only looks like markup", () => {
    expect(messagePreview('*Atenção:*\nchegou', { signed: false })).toBe('Atenção: chegou');
    expect(messagePreview('2*3*4 e snake_case_name e a * b *')).toBe('2*3*4 e snake_case_name e a * b *');
    expect(stripWhatsappMarkup('*_negrito itálico_*')).toBe('negrito itálico');
  });

  it('reads a bounded part of a huge hostile message quickly', () => {
    const hostile = ' _a*b~c'.repeat(10_000);
    const started = performance.now();
    expect(messagePreview(hostile).length).toBeLessThanOrEqual(1000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
