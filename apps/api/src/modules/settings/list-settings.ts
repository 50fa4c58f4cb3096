import type { SettingDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Setting } from '../../models/index.js';

/** The company's settings as key/value pairs. */
export async function listSettings(ctx: ServiceContext): Promise<SettingDTO[]> {
  const settings = await Setting.findAll({ where: { companyId: ctx.companyId }, order: [['key', 'ASC']] });
  return settings.map((s) => ({ key: s.key, value: s.value }));
}
