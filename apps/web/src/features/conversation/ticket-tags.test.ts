// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tagsToSync } from './ticket-tags';

const vip = { id: 1, name: 'VIP', color: '#000' };
const urgente = { id: 2, name: 'Urgente', color: '#000' };

describe('tagsToSync', () => {
  it('keeps chosen tags by id and typed names by name, each once', () => {
    expect(tagsToSync([vip, urgente, '  Cliente novo ', 'Cliente novo'], [vip, urgente])).toEqual({
      tags: [{ id: 1 }, { id: 2 }, { name: 'Cliente novo' }],
      tooShort: false,
    });
  });

  it('reuses an existing tag typed by name, in any case', () => {
    expect(tagsToSync([vip, 'urgente'], [vip, urgente])).toEqual({ tags: [{ id: 1 }, { id: 2 }], tooShort: false });
  });

  it('leaves out and reports a new name under 3 characters', () => {
    expect(tagsToSync([vip, ' ab '], [vip])).toEqual({ tags: [{ id: 1 }], tooShort: true });
  });
});
