import type { CacheStore } from '@whiskeysockets/baileys';

/**
 * A bounded in-memory cache with a TTL, shaped as Baileys' CacheStore. Baileys' default NodeCaches
 * are unbounded (memory grows with hundreds of sessions), and Baileys' own NodeCache is not a
 * dependency of ours, so the session owns these small ones.
 */
export class TtlCache implements CacheStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set<T>(key: string, value: T): void {
    // Re-inserting moves the key to the end, so the first key is always the oldest write.
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  del(key: string): void {
    this.entries.delete(key);
  }

  flushAll(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
