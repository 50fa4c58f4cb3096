import { Op } from 'sequelize';
import { isPlatformSettingKey, SecretSettingKeys, SettingOptions, type SettingDTO, type SettingKey } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { isKnownTimeZone } from '../../core/time-zone.js';
import { inTransaction } from '../../core/transaction.js';
import { Setting, User } from '../../models/index.js';
import { checkPlatformSetting } from '../billing/platform-settings.js';

/** Sets one of the known settings to an allowed value and tells the company's screens. */
export async function updateSetting(ctx: ServiceContext, key: string, value: string): Promise<SettingDTO> {
  // The platform's payment settings (§10 Billing) are the super user's: checked there, free text within limits.
  checkPlatformSetting(ctx, key, value);
  // hasOwn, not `in`: 'constructor' or 'toString' are not settings (`in` walks the prototype).
  if (!Object.hasOwn(SettingOptions, key) && !isPlatformSettingKey(key)) throw new AppError('ERR_NO_SETTING_FOUND', 404, `Unknown setting ${key}`);
  const allowed = isPlatformSettingKey(key) ? null : SettingOptions[key as SettingKey];
  if ((allowed && !(allowed as readonly string[]).includes(value)) || (key === 'timezone' && !isKnownTimeZone(value))) {
    throw new AppError('ERR_VALIDATION', 400, `value: not allowed for ${key}`, { field: 'value' });
  }
  return inTransaction(ctx, async (tx) => {
    const [setting] = await Setting.findOrCreate({
      where: { companyId: ctx.companyId, key },
      defaults: { companyId: ctx.companyId, key, value },
      transaction: tx.transaction,
    });
    setting.value = value;
    await setting.save({ transaction: tx.transaction });
    const dto = { key, value };
    if (SecretSettingKeys.includes(key)) {
      // A credential never goes to the company room (plain users' sockets listen there): only to admins.
      const admins = await User.findAll({
        where: { companyId: ctx.companyId, [Op.or]: [{ profile: 'admin' }, { super: true }] },
        attributes: ['id'],
        transaction: tx.transaction,
      });
      for (const admin of admins) {
        publish(tx, { entity: 'settings', payload: { action: 'update', setting: dto }, target: { room: 'user', userId: admin.id } });
      }
    } else {
      publish(tx, { entity: 'settings', payload: { action: 'update', setting: dto } });
    }
    return dto;
  });
}
