import { describe, expect, it } from 'vitest';
import { parseFormatted } from './whatsapp-format';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseFormatted', () => {
  it('reads the sign-off and WhatsApp styles', () => {
    expect(parseFormatted('*Ana Souza:*\nBom dia')).toEqual([{ type: 'bold', children: [text('Ana Souza:')] }, text('\nBom dia')]);
    expect(parseFormatted('um _dois_ ~três~ ```quatro```')).toEqual([
      text('um '),
      { type: 'italic', children: [text('dois')] },
      text(' '),
      { type: 'strike', children: [text('três')] },
      text(' '),
      { type: 'code', children: [text('quatro')] },
    ]);
  });

  it('nests styles', () => {
    expect(parseFormatted('*muito _importante_*')).toEqual([{ type: 'bold', children: [text('muito '), { type: 'italic', children: [text('importante')] }] }]);
  });

  it('leaves markers inside words and around spaces as text', () => {
    expect(parseFormatted('2*3*4 e snake_case_name e * solto *')).toEqual([text('2*3*4 e snake_case_name e * solto *')]);
  });

  it('makes links without sentence punctuation, and never italics inside a link', () => {
    expect(parseFormatted('Veja https://exemplo.com/a_b_c. Ok')).toEqual([text('Veja '), { type: 'link', href: 'https://exemplo.com/a_b_c' }, text('. Ok')]);
  });
});
