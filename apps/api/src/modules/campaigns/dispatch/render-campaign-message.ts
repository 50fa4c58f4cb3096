import { CAMPAIGN_MESSAGE_SLOTS, type CampaignVariable } from '@zapdesk/shared';
import type { Campaign } from '../../../models/index.js';

/** The non-empty variants of a phase, in slot order (§10 Campaigns: they rotate over the contacts). */
export function variantsOf(campaign: Campaign, phase: 'confirmation' | 'message'): string[] {
  const field = phase === 'confirmation' ? 'confirmationMessage' : 'message';
  return CAMPAIGN_MESSAGE_SLOTS.map((n) => campaign[`${field}${n}`]).filter((text) => text.trim() !== '');
}

/**
 * The text contact number `position` (0-based) gets: the variants rotate (position mod their count) and
 * {nome}, {numero}, {email} and the settings' custom {key}s are filled; any other braces stay as written.
 */
export function renderCampaignMessage(
  variants: string[],
  position: number,
  contact: { name: string; number: string; email: string },
  custom: CampaignVariable[],
): string {
  const template = variants[position % variants.length] ?? '';
  const values = new Map<string, string>([
    ...custom.map((v): [string, string] => [v.key, v.value]),
    ['nome', contact.name],
    ['numero', contact.number],
    ['email', contact.email],
  ]);
  return template.replace(/\{([\p{L}\p{N}_]+)\}/gu, (whole, key: string) => values.get(key) ?? whole);
}
