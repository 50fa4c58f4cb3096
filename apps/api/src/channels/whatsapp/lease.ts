import type { Redis } from 'ioredis';
import { redisKey } from '../../core/redis.js';

// Exactly one live socket per connection across processes: a process runs a session only while it
// holds the connection's lease. Two sockets on one pairing evict each other (440) and corrupt the
// Signal state, so the lease is renewed well within its TTL and a lost lease stops the session.

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class SessionLease {
  private held = false;
  /** Increases on every acquisition anywhere: a fencing token for writes made under this lease. */
  epoch = 0;

  constructor(
    private readonly redis: Redis,
    readonly whatsappId: number,
    private readonly owner: string,
    private readonly ttlMs: number,
  ) {}

  private get key() {
    return redisKey('wa-lease', this.whatsappId);
  }

  /** Takes the lease if nobody holds it (or we already do). */
  async acquire(): Promise<boolean> {
    const taken = await this.redis.set(this.key, this.owner, 'PX', this.ttlMs, 'NX');
    if (taken === 'OK') {
      this.epoch = await this.redis.incr(redisKey('wa-lease-epoch', this.whatsappId));
      this.held = true;
      return true;
    }
    this.held = (await this.redis.get(this.key)) === this.owner;
    return this.held;
  }

  /** Extends the lease; false means another process owns it now (or it expired). */
  async renew(): Promise<boolean> {
    this.held = (await this.redis.eval(RENEW, 1, this.key, this.owner, String(this.ttlMs))) === 1;
    return this.held;
  }

  async release(): Promise<void> {
    this.held = false;
    await this.redis.eval(RELEASE, 1, this.key, this.owner);
  }

  isHeld(): boolean {
    return this.held;
  }
}
