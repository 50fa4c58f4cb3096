import type { Transaction } from 'sequelize';
import { DefaultSettings } from '@zapdesk/shared';
import { Setting } from '../../models/index.js';

/** Creates the settings a company lacks with their defaults; never changes an existing value. */
export async function ensureDefaultSettings(companyId: number, transaction?: Transaction): Promise<void> {
  await Setting.bulkCreate(
    Object.entries(DefaultSettings).map(([key, value]) => ({ key, value, companyId })),
    { ignoreDuplicates: true, transaction },
  );
}
