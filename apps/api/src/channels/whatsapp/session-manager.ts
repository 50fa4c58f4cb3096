import { Op } from 'sequelize';
import type { Redis } from 'ioredis';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { Whatsapp, WhatsappAuthKey } from '../../models/index.js';
import { SessionLease } from './lease.js';
import type { SessionFactories } from './session-factory.js';
import type { EngineEvent, WhatsappSession } from './types.js';

interface Runner {
  companyId: number;
  session: WhatsappSession;
  lease: SessionLease;
}

export interface SessionManagerOptions {
  redis: Redis;
  /** Unique per process: who holds a lease. */
  owner: string;
  factories: SessionFactories;
  onEvent: (companyId: number, whatsappId: number, event: EngineEvent) => Promise<void>;
  leaseTtlMs?: number;
  /** Limits resuming and claiming to these companies (tests share one database between processes). */
  onlyCompanies?: number[];
}

/** Statuses of connections that should be live: resumed at boot and claimed when their owner dies. */
const LIVE_STATUSES = ['CONNECTED', 'OPENING', 'qrcode', 'PAIRING'];

/** Owns the sessions of this whatsapp process: one runner per connection, each under a lease. */
export class SessionManager {
  private readonly runners = new Map<number, Runner>();
  private readonly ttl: number;
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;

  constructor(private readonly options: SessionManagerOptions) {
    this.ttl = options.leaseTtlMs ?? 30_000;
  }

  /** Resumes every connection that should be live, then keeps leases renewed and orphans claimed. */
  async startAll(): Promise<void> {
    await this.claimOrphans();
    this.timers.push(setInterval(() => void this.renewLeases(), Math.floor(this.ttl / 3)));
    this.timers.push(setInterval(() => void this.claimOrphans(), this.ttl));
  }

  /** Starts (or retries) a connection's session with its stored pairing. */
  async start(companyId: number, whatsappId: number): Promise<void> {
    const connection = await this.connectionOf(companyId, whatsappId);
    const running = this.runners.get(whatsappId);
    if (running) return running.session.start();
    await this.launch(connection);
  }

  /** Forgets the pairing and starts over, so a fresh QR code appears. */
  async restartWithNewQr(companyId: number, whatsappId: number): Promise<void> {
    const connection = await this.connectionOf(companyId, whatsappId);
    const running = this.runners.get(whatsappId);
    if (running) {
      await running.session.logout().catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'logout before new QR failed'));
      await this.drop(whatsappId);
    }
    await WhatsappAuthKey.destroy({ where: { whatsappId } });
    await this.launch(connection);
  }

  /** Unlinks the device and wipes the pairing (the user's 'disconnect'). */
  async disconnect(companyId: number, whatsappId: number): Promise<void> {
    await this.connectionOf(companyId, whatsappId);
    const running = this.runners.get(whatsappId);
    if (running) {
      await running.session.logout();
      await this.drop(whatsappId);
    } else {
      await WhatsappAuthKey.destroy({ where: { whatsappId } });
      await this.options.onEvent(companyId, whatsappId, { type: 'status', status: 'DISCONNECTED' });
    }
  }

  /** Stops a session whose connection is being deleted; the auth rows go with the connection (cascade). */
  async remove(whatsappId: number): Promise<void> {
    const running = this.runners.get(whatsappId);
    if (!running) return;
    await running.session.logout().catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'logout on delete failed'));
    await this.drop(whatsappId);
  }

  /** The live session of a connection of the company, or ERR_WAPP_NOT_INITIALIZED. */
  session(companyId: number, whatsappId: number): WhatsappSession {
    const running = this.runners.get(whatsappId);
    if (!running || running.companyId !== companyId) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'This connection has no live session');
    }
    return running.session;
  }

  /** Ends every socket without logging out and releases the leases (SIGTERM). */
  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all([...this.runners.keys()].map((id) => this.drop(id)));
  }

  isRunning(whatsappId: number): boolean {
    return this.runners.has(whatsappId);
  }

  private async connectionOf(companyId: number, whatsappId: number): Promise<Whatsapp> {
    const connection = await Whatsapp.findOne({ where: { id: whatsappId, companyId } });
    if (!connection) throw new AppError('ERR_NO_WAPP_FOUND', 404, 'Connection not found');
    return connection;
  }

  private async launch(connection: Whatsapp): Promise<void> {
    const { id: whatsappId, companyId } = connection;
    const lease = new SessionLease(this.options.redis, whatsappId, this.options.owner, this.ttl);
    if (!(await lease.acquire())) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'Another whatsapp process owns this connection');
    }
    const session = this.options.factories[connection.provider]({
      whatsappId,
      companyId,
      emit: (event) => this.options.onEvent(companyId, whatsappId, event),
      holdsLease: () => lease.isHeld(),
    });
    this.runners.set(whatsappId, { companyId, session, lease });
    try {
      await session.start();
    } catch (error) {
      await this.drop(whatsappId);
      throw error;
    }
  }

  private async drop(whatsappId: number): Promise<void> {
    const running = this.runners.get(whatsappId);
    if (!running) return;
    this.runners.delete(whatsappId);
    await running.session.stop().catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'session stop failed'));
    await running.lease.release();
  }

  private async renewLeases(): Promise<void> {
    for (const [whatsappId, runner] of this.runners) {
      const kept = await runner.lease.renew().catch(() => false);
      if (!kept) {
        logger.warn({ whatsappId }, 'lease lost: stopping the session here');
        this.runners.delete(whatsappId);
        await runner.session.stop().catch(() => undefined);
      }
    }
  }

  /** Starts live connections that no process runs (boot, or their owner died and its lease expired). */
  private async claimOrphans(): Promise<void> {
    if (this.stopping) return;
    const connections = await Whatsapp.findAll({
      where: {
        status: { [Op.in]: LIVE_STATUSES },
        ...(this.options.onlyCompanies && { companyId: { [Op.in]: this.options.onlyCompanies } }),
      },
      crossTenant: 'the whatsapp process serves every company',
    });
    for (const connection of connections) {
      if (this.runners.has(connection.id)) continue;
      await this.launch(connection).catch((error: unknown) => {
        if (!(error instanceof AppError && error.status === 409)) logger.error({ err: error, whatsappId: connection.id }, 'resume failed');
      });
    }
  }
}
