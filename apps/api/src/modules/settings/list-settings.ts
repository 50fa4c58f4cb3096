import { visibleSettings, type SettingDTO } from '@zapdesk/shared';
import { isAdmin, type ServiceContext } from '../../core/context.js';
import { Setting } from '../../models/index.js';

/** The company's settings as key/value pairs (credentials only for admins). */
export async function listSettings(ctx: ServiceContext): Promise<SettingDTO[]> {
  const settings = await Setting.findAll({ where: { companyId: ctx.companyId }, order: [['key', 'ASC']] });
  return visibleSettings(settings, isAdmin(ctx)).map((s) => ({ key: s.key, value: s.value }));
}
