import { Op } from 'sequelize';
import { DefaultSettings, type SettingKey } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { usableTimeZone } from '../../core/time-zone.js';
import { Setting } from '../../models/index.js';

// The one place that reads company settings: one query for the keys asked, each missing row (a company
// created before the key existed) read as its default, so no caller invents its own fallback.

export type SettingValues<K extends SettingKey> = Record<K, string>;

/** The values of these settings of the context's company, defaults for rows that do not exist. */
export async function readSettings<K extends SettingKey>(ctx: ServiceContext, keys: readonly K[]): Promise<SettingValues<K>> {
  const rows = await Setting.findAll({
    where: { companyId: ctx.companyId, key: { [Op.in]: [...keys] } },
    attributes: ['key', 'value'],
    transaction: ctx.transaction,
  });
  const values = {} as SettingValues<K>;
  for (const key of keys) values[key] = rows.find((row) => row.key === key)?.value ?? DefaultSettings[key];
  return values;
}

/** One setting's value (its default when the row is missing). */
export async function readSetting(ctx: ServiceContext, key: SettingKey): Promise<string> {
  return (await readSettings(ctx, [key]))[key];
}

/** A language setting as one of the three the texts exist in; anything else is Portuguese. */
export const languageOf = (value: string | undefined): 'pt' | 'en' | 'es' => (value === 'en' || value === 'es' ? value : 'pt');

/** The company's time zone, as usableTimeZone reads the setting. */
export const companyTimeZone = async (ctx: ServiceContext): Promise<string> => usableTimeZone(await readSetting(ctx, 'timezone'));
