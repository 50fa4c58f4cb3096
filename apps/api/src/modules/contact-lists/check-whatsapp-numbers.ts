import { Op } from 'sequelize';
import { systemContext } from '../../core/context.js';
import { logger } from '../../core/logger.js';
import { redis, redisKey } from '../../core/redis.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { ContactListItem, Whatsapp } from '../../models/index.js';
import { drainExclusively, pause, type Lease } from '../campaigns/dispatch/exclusive-drain.js';
import { publishContactListItem } from './contact-lists.queries.js';
import { presentContactListItem } from './contact-lists.presenter.js';

/**
 * At most one number check per connection per this many ms, across every process and company job (§10
 * Campaigns: bulk checks get numbers banned). Tests shorten it.
 */
let checkSpacingMs = 2_000;
export const setNumberCheckSpacing = (ms: number) => (checkSpacingMs = ms);

/** Waits for the connection's turn: a Redis slot per connection, taken for the spacing. */
async function connectionTurn(whatsappId: number, lease: Lease): Promise<boolean> {
  const key = redisKey('campaigns', 'number-check', whatsappId);
  while (lease.held()) {
    if ((await redis().set(key, '1', 'PX', checkSpacingMs, 'NX')) === 'OK') return true;
    await pause(Math.max(50, await redis().pttl(key)), lease);
  }
  return false;
}

const unchecked = (companyId: number) => ({ companyId, isWhatsappValid: { [Op.is]: null } });

/**
 * The background check of a company's list numbers (a job woken by imports and edits): one number at a time
 * through the company's default connection while it is CONNECTED, at the connection's pace. A number WhatsApp
 * does not know is marked invalid (campaigns skip it); a failed check leaves it unchecked for a later run.
 */
export async function checkWhatsappNumbers(companyId: number): Promise<void> {
  const ctx = systemContext(companyId, 'whatsapp number check');
  await drainExclusively(
    `number-check:${companyId}`,
    async (lease) => {
      const connection = await Whatsapp.findOne({ where: { companyId, isDefault: true, status: 'CONNECTED' }, attributes: ['id'] });
      if (!connection) return;
      while (lease.held()) {
        const item = await ContactListItem.findOne({ where: unchecked(companyId), order: [['id', 'ASC']] });
        if (!item || !(await connectionTurn(connection.id, lease))) return;
        try {
          const { exists } = await whatsappGateway().checkNumber(companyId, connection.id, item.number);
          const [count, rows] = await ContactListItem.update({ isWhatsappValid: exists }, { where: { id: item.id, ...unchecked(companyId) }, returning: true });
          if (count === 1) publishContactListItem(ctx, 'update', presentContactListItem(rows[0]));
        } catch (error) {
          logger.warn({ err: error, companyId, whatsappId: connection.id }, 'number check failed: the next run asks again');
          return;
        }
      }
    },
    async () =>
      (await ContactListItem.count({ where: unchecked(companyId) })) > 0 &&
      (await Whatsapp.count({ where: { companyId, isDefault: true, status: 'CONNECTED' } })) > 0,
  );
}
