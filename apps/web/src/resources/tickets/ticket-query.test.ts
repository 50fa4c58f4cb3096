// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTicketQuery, normalizeSearch } from './ticket-query';

const base = { showAll: false, queueIds: null, withoutQueue: true };

describe('buildTicketQuery', () => {
  it('asks a status list for its status, page and showAll, with no queue filter while nothing is taken out', () => {
    expect(buildTicketQuery({ kind: 'status', status: 'pending', ...base }, 1)).toEqual({ pageNumber: 1, showAll: 'false', status: 'pending' });
    expect(buildTicketQuery({ kind: 'status', status: 'open', ...base, showAll: true }, 3)).toEqual({ pageNumber: 3, showAll: 'true', status: 'open' });
  });

  it('sends the selected queues as a JSON array', () => {
    expect(buildTicketQuery({ kind: 'status', status: 'closed', ...base, queueIds: [4, 2] }, 1)).toEqual({
      pageNumber: 1,
      showAll: 'false',
      status: 'closed',
      queueIds: '[2,4]',
    });
  });

  it('sends a search without status: lowercased text, tags and users as JSON arrays, empty filters left out', () => {
    expect(buildTicketQuery({ kind: 'search', ...base, showAll: true, searchParam: '  Maria LIMA ', tags: [3, 1], users: [7] }, 2)).toEqual({
      pageNumber: 2,
      showAll: 'true',
      searchParam: 'maria lima',
      tags: '[1,3]',
      users: '[7]',
    });
    expect(buildTicketQuery({ kind: 'search', ...base, searchParam: '   ', tags: [], users: [] }, 1)).toEqual({ pageNumber: 1, showAll: 'false' });
  });

  it('normalizes search text as the spec asks (lowercase)', () => {
    expect(normalizeSearch(' ÁGUA Fria ')).toBe('água fria');
  });
});
