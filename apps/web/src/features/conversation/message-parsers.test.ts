// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLocation, parseVcards } from './message-parsers';

describe('parseLocation', () => {
  it('reads the coordinates, name and address the API stores (message-content.ts locationBody)', () => {
    expect(parseLocation('https://maps.google.com/maps?q=-23.55052%2C-46.633308&z=17\nPraça da Sé\nSé, São Paulo - SP')).toEqual({
      latitude: -23.55052,
      longitude: -46.633308,
      mapUrl: 'https://maps.google.com/maps?q=-23.55052,-46.633308&z=17',
      name: 'Praça da Sé',
      address: 'Sé, São Paulo - SP',
    });
  });

  it('works without name and address', () => {
    expect(parseLocation('https://maps.google.com/maps?q=40.7%2C-74&z=17')).toMatchObject({ latitude: 40.7, longitude: -74, name: null, address: null });
  });

  it('builds its own link, so a crafted body cannot point anywhere else', () => {
    expect(parseLocation('javascript:alert(1)?q=1%2C2')?.mapUrl).toBe('https://maps.google.com/maps?q=1,2&z=17');
    expect(parseLocation('Rua sem link')).toBeNull();
    expect(parseLocation('https://maps.google.com/maps?q=123%2C10')).toBeNull();
  });
});

describe('parseVcards', () => {
  it('reads the name and phone of a card', () => {
    const body = 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Pereira;João;;;\r\nFN:João Pereira\r\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\r\nEND:VCARD';
    expect(parseVcards(body)).toEqual([{ name: 'João Pereira', number: '+55 11 98888-7777' }]);
  });

  it('reads several cards, folded lines and cards without FN or phone', () => {
    const body = [
      'BEGIN:VCARD',
      'FN:Maria da',
      '  Silva',
      'item1.TEL:+55 21 3333-4444',
      'TEL:+55 21 0000-0000',
      'END:VCARD',
      'BEGIN:VCARD',
      'N:Souza;Carla;;;',
      'END:VCARD',
    ].join('\n');
    expect(parseVcards(body)).toEqual([
      { name: 'Maria da Silva', number: '+55 21 3333-4444' },
      { name: 'Carla Souza', number: null },
    ]);
  });

  it('finds no card in plain text', () => {
    expect(parseVcards('João Pereira')).toEqual([]);
  });
});
