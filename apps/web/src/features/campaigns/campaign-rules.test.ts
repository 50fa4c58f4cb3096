// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areMessagesEditable, isCampaignEditable } from './campaign-rules';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('§4 campaign editability', () => {
  it('edits INATIVA, and PROGRAMADA only more than an hour ahead', () => {
    expect(isCampaignEditable(null, now)).toBe(true);
    expect(isCampaignEditable({ status: 'INATIVA', scheduledAt: null }, now)).toBe(true);
    expect(isCampaignEditable({ status: 'PROGRAMADA', scheduledAt: at(61) }, now)).toBe(true);
    expect(isCampaignEditable({ status: 'PROGRAMADA', scheduledAt: at(60) }, now)).toBe(false);
    expect(isCampaignEditable({ status: 'EM_ANDAMENTO', scheduledAt: at(-5) }, now)).toBe(false);
    expect(isCampaignEditable({ status: 'FINALIZADA', scheduledAt: at(-5) }, now)).toBe(false);
  });

  it('keeps the messages open when CANCELADA only', () => {
    expect(areMessagesEditable({ status: 'CANCELADA', scheduledAt: at(-5) }, now)).toBe(true);
    expect(isCampaignEditable({ status: 'CANCELADA', scheduledAt: at(-5) }, now)).toBe(false);
    expect(areMessagesEditable({ status: 'EM_ANDAMENTO', scheduledAt: at(-5) }, now)).toBe(false);
  });
});
