// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContactsCsv, csvField } from './contacts-csv';

const BOM = '\uFEFF';

describe('buildContactsCsv', () => {
  it('starts with a UTF-8 BOM and the name;number;email header, one CRLF-ended line per contact', () => {
    const csv = buildContactsCsv([
      { name: 'João Araújo', number: '5511987654321', email: 'joao@cliente.com' },
      { name: 'Grupo da Família', number: null, email: '' },
    ]);
    expect(csv).toBe(`${BOM}name;number;email\r\nJoão Araújo;5511987654321;joao@cliente.com\r\nGrupo da Família;;\r\n`);
  });

  it('gives only the header when there are no contacts', () => {
    expect(buildContactsCsv([])).toBe(`${BOM}name;number;email\r\n`);
  });

  it('quotes fields holding the separator, quotes or line breaks, doubling the quotes', () => {
    const csv = buildContactsCsv([{ name: 'Silva; Maria "Mary"\nLoja', number: '5511', email: 'a;b@x.com' }]);
    expect(csv.split('\r\n')[1]).toBe('"Silva; Maria ""Mary""\nLoja";5511;"a;b@x.com"');
  });
});

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Maria Oliveira')).toBe('Maria Oliveira');
  });

  it.each(['=1+1', '+5511', '-2', '@SUM(A1)'])('keeps %s from running as a spreadsheet formula', (value) => {
    expect(csvField(value)).toBe(`'${value}`);
  });

  it('neutralises a formula and still quotes it when it holds the separator', () => {
    expect(csvField('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
  });
});
