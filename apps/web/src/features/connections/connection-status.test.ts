// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConnectionStatuses } from '@zapdesk/shared';
import { formatLastUpdate, needsAttention, sessionButtons } from './connection-status';

describe('session buttons per status (§4)', () => {
  it.each([
    ['qrcode', ['qrcode']],
    ['DISCONNECTED', ['tryAgain', 'newQr']],
    ['CONNECTED', ['disconnect']],
    ['PAIRING', ['disconnect']],
    ['TIMEOUT', ['disconnect']],
    ['OPENING', ['connecting']],
  ] as const)('%s offers %j', (status, buttons) => {
    expect(sessionButtons(status)).toEqual(buttons);
  });
});

describe('the connections alert rule', () => {
  it('is on for qrcode, PAIRING, DISCONNECTED, TIMEOUT and OPENING, off for CONNECTED', () => {
    const lit = ConnectionStatuses.filter((status) => needsAttention([{ status }]));
    expect(lit.sort()).toEqual(['DISCONNECTED', 'OPENING', 'PAIRING', 'TIMEOUT', 'qrcode'].sort());
  });

  it('needs only one connection in trouble, and nothing in an empty list', () => {
    expect(needsAttention([{ status: 'CONNECTED' }, { status: 'TIMEOUT' }])).toBe(true);
    expect(needsAttention([{ status: 'CONNECTED' }, { status: 'CONNECTED' }])).toBe(false);
    expect(needsAttention([])).toBe(false);
  });
});

describe('formatLastUpdate', () => {
  it('shows dd/MM/yy HH:mm in local time', () => {
    const local = new Date(2025, 2, 4, 15, 7).toISOString();
    expect(formatLastUpdate(local)).toBe('04/03/25 15:07');
    expect(formatLastUpdate('')).toBe('');
    expect(formatLastUpdate('not a date')).toBe('');
  });
});
