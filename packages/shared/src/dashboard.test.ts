import { describe, expect, it } from 'vitest';
import { attendantsCsv, formatMinutes } from './index.js';

describe('formatMinutes', () => {
  it("shows minutes as 'HH h mm m' (§9 Dashboard), nothing as zero", () => {
    expect(formatMinutes(0)).toBe('00 h 00 m');
    expect(formatMinutes(33.33)).toBe('00 h 33 m');
    expect(formatMinutes(61.6)).toBe('01 h 02 m');
    expect(formatMinutes(1500)).toBe('25 h 00 m');
    expect(formatMinutes(null)).toBe('00 h 00 m');
  });
});

describe('attendantsCsv', () => {
  const headers = {
    name: 'Nome',
    rating: 'Avaliação',
    tickets: 'Atendimentos',
    avgWaitTime: 'T.M. Espera',
    avgSupportTime: 'T.M. Atendimento',
    online: 'Online',
  };

  it('writes the table with ";" separators, times as on screen, and quotes what needs it', () => {
    const csv = attendantsCsv(
      [
        {
          id: 1,
          name: 'Ana',
          online: true,
          tickets: 2,
          rating: 2.5,
          avgSupportTime: 45,
          avgWaitTime: 7.5,
        },
        {
          id: 2,
          name: 'Silva; "Bruno"',
          online: false,
          tickets: 0,
          rating: null,
          avgSupportTime: null,
          avgWaitTime: null,
        },
      ],
      headers,
    );
    expect(csv.split('\r\n')).toEqual([
      'Nome;Avaliação;Atendimentos;T.M. Espera;T.M. Atendimento;Online',
      'Ana;2.50;2;00 h 08 m;00 h 45 m;1',
      '"Silva; ""Bruno""";;0;00 h 00 m;00 h 00 m;0',
      '',
    ]);
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    const csv = attendantsCsv(
      [
        {
          id: 1,
          name: '=HYPERLINK("x")',
          online: false,
          tickets: 1,
          rating: null,
          avgSupportTime: 1,
          avgWaitTime: 1,
        },
      ],
      headers,
    );
    expect(csv.split('\r\n')[1].startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});
