import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { logger } from '../../core/logger.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { User, Whatsapp } from '../../models/index.js';
import { lockCompany } from '../companies/lock-company.js';
import { authorizeConnectionWrite } from './connections.policy.js';
import { connectionIncludes, loadConnection, publishUpdate } from './connections.queries.js';

/**
 * Deletes a connection (admins). Deleting the default hands the flag to the oldest remaining
 * connection, so a company with connections always has one; users pointing at it lose it.
 */
export async function deleteConnection(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockCompany(tx);
    const connection = await loadConnection(tx, id);
    authorizeConnectionWrite(tx);
    const heir = connection.isDefault
      ? await Whatsapp.findOne({
          where: { companyId: tx.companyId, id: { [Op.ne]: id } },
          include: connectionIncludes,
          order: [['id', 'ASC']],
          transaction: tx.transaction,
        })
      : null;
    await User.update({ whatsappId: null }, { where: { companyId: tx.companyId, whatsappId: id }, transaction: tx.transaction });
    await connection.destroy({ transaction: tx.transaction });
    if (heir) {
      await heir.update({ isDefault: true }, { transaction: tx.transaction });
      publishUpdate(tx, heir);
    }
    publish(tx, { entity: 'whatsapp', payload: { action: 'delete', whatsappId: id } });
  });
  // The row is gone: the live session must stop too. The process drops sessions of deleted connections
  // anyway when it restarts, so an unreachable process only delays that.
  try {
    await whatsappGateway().removeSession(ctx.companyId, id);
  } catch (error) {
    logger.warn({ err: error, whatsappId: id }, 'the deleted connection could not stop its session');
  }
}
