import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview.js';
import { signedBody, withoutSignOff } from './sign-off.js';

describe('signedBody', () => {
  it('puts the name in bold and a line break before the trimmed text', () => {
    expect(signedBody('  Olá  ', 'Ana Souza', true)).toBe('*Ana Souza:*\nOlá');
  });

  it('leaves the text alone when not signing, and signs nothing empty', () => {
    expect(signedBody(' Olá ', 'Ana Souza', false)).toBe('Olá');
    expect(signedBody('   ', 'Ana Souza', true)).toBe('');
  });
});

describe('withoutSignOff', () => {
  // Names as users may be called (2 to 50 characters): accents, spaces, a colon, the longest allowed.
  const names = ['Ana Souza', 'Zé', 'João da Silva: Vendas', 'Ñandú Müller-Øberg', 'A'.repeat(50)];
  const texts = ['Olá, tudo bem?', '*Atenção:*\nchegou', 'linha 1\nlinha 2', 'Segue o _catálogo_ ```v2```'];

  it('takes back exactly what signedBody added, so previews never show the sign-off', () => {
    for (const name of names) {
      for (const text of texts) {
        const signed = signedBody(text, name, true);
        expect(withoutSignOff(signed), `${name} / ${text}`).toBe(text);
        expect(messagePreview(signed, { signed: true }), `${name} / ${text}`).toBe(messagePreview(text));
      }
    }
  });

  it('leaves a body without a sign-off unchanged', () => {
    expect(withoutSignOff('Olá\n*Ana:*\ntchau')).toBe('Olá\n*Ana:*\ntchau');
    expect(withoutSignOff('')).toBe('');
  });
});
