import { isPlatformSettingKey, PlatformSettingLimits } from '@zapdesk/shared';
import { isSuper, type ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { Setting, User } from '../../models/index.js';

/** The payment settings the platform reads (docs/contract.md §10 Billing). */
export interface PlatformPaymentSettings {
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** The platform's Asaas API token (the platform company's `asaas` setting); empty: Pix without a gateway. */
  asaasToken: string;
  asaasWebhookToken: string;
}

/** The platform company: the first super user's (the seeded one's). Its settings are the platform's. */
export async function platformCompanyId(): Promise<number | null> {
  const first = await User.findOne({
    where: { super: true },
    order: [['id', 'ASC']],
    attributes: ['companyId'],
    crossTenant: "the platform company is the first super user's",
  });
  return first?.companyId ?? null;
}

export async function platformPaymentSettings(): Promise<PlatformPaymentSettings> {
  const companyId = await platformCompanyId();
  const rows = companyId
    ? await Setting.findAll({
        where: {
          companyId,
          key: ['pixKey', 'pixMerchantName', 'pixMerchantCity', 'asaas', 'asaasWebhookToken'],
        },
        attributes: ['key', 'value'],
      })
    : [];
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() ?? '';
  return {
    pixKey: value('pixKey'),
    pixMerchantName: value('pixMerchantName'),
    pixMerchantCity: value('pixMerchantCity'),
    asaasToken: value('asaas'),
    asaasWebhookToken: value('asaasWebhookToken'),
  };
}

/**
 * PUT /settings/{pixKey|pixMerchantName|pixMerchantCity|asaasWebhookToken}: the super user's alone (403 for
 * anyone else), within the BR Code's lengths (§10 Billing: name ≤ 25, city ≤ 15; a Pix key ≤ 77).
 */
export function checkPlatformSetting(ctx: ServiceContext, key: string, value: string): void {
  if (!isPlatformSettingKey(key)) return;
  authorize(isSuper(ctx));
  const limit = PlatformSettingLimits[key];
  if (value.trim().length > limit) throw new AppError('ERR_VALIDATION', 400, `value: at most ${limit} characters for ${key}`, { field: 'value' });
}
