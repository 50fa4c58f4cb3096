import makeWASocket, {
  fetchLatestWaWebVersion,
  type BaileysEventMap,
  type ConnectionState,
  type UserFacingSocketConfig,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { ConnectionStatus } from '@zapdesk/shared';
import { AppError } from '../../../core/errors.js';
import { logger } from '../../../core/logger.js';
import type { SessionDeps, WhatsappSession } from '../types.js';
import { isPaired, loadDbAuthState, type DbAuthState } from './auth-state.js';
import { statusCodeOf } from './boom.js';
import { ownIdentity, phoneOf } from './identity.js';
import { createInboundRouter } from './inbound-events.js';
import { sentMessageGetter } from './outgoing.js';
import { backoffBaseMs, decideReconnect } from './reconnect-policy.js';
import { PairingCodeFlow } from './pairing-code.js';
import { createSessionActions } from './session-actions.js';
import { socketConfig, type MakeSocket, type SocketPort } from './socket-config.js';
import { TtlCache } from './ttl-cache.js';

// The Baileys provider of one connection. Lifecycle rules: one socket at a time; our
// listeners come off before end() so its synthetic close is not taken for a drop; every await in
// start/reconnect is followed by a check that no stop() (or newer start) happened meanwhile; a
// socket's close is handled once; QR rounds are limited; shutdown ends the socket, never logs out.

export type { MakeSocket, SocketPort };

export interface BaileysSessionOptions {
  makeSocket?: MakeSocket;
  /** QR codes shown per start() before giving up with DISCONNECTED (default 5). */
  maxQrRounds?: number;
  /** WhatsApp Web version; fetched from WhatsApp when absent (tests always pass one). */
  version?: WAVersion;
  /** Jitter source for the reconnect backoff. */
  random?: () => number;
  /** How long requestPairingCode waits for the socket to be ready (default 45 s, under the gateway's 60 s). */
  pairingTimeoutMs?: number;
  /** Extra socket settings (a local waWebSocketUrl in tests). */
  socketConfig?: Partial<UserFacingSocketConfig>;
}

const STOP_DRAIN_MS = 10_000;

export function createBaileysSession(deps: SessionDeps, options: BaileysSessionOptions = {}): WhatsappSession {
  const makeSocket = options.makeSocket ?? makeWASocket;
  const maxQrRounds = options.maxQrRounds ?? 5;
  const log = logger.child({ whatsappId: deps.whatsappId, companyId: deps.companyId, engine: 'baileys' });
  // Baileys logs whole frames (PII) below warn; never let it be louder than our own level either.
  const baileysLevel = logger.levels.values[log.level] > logger.levels.values.warn ? log.level : 'warn';
  const baileysLogger = log.child({ lib: 'baileys' }, { level: baileysLevel });
  // Owned by the session so it outlives sockets: a per-socket cache loops retries across restarts.
  const retryCounter = new TtlCache(60 * 60_000, 10_000);

  let auth: DbAuthState | undefined;
  let sock: SocketPort | undefined;
  let detach: (() => void) | undefined;
  let generation = 0;
  let closedGeneration = 0;
  let run = 0; // bumped by start/stop/logout: work of an older run stops at its next check
  let running = false;
  let connected = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let qrRounds = 0;
  let qrShownGeneration = 0;
  let version = options.version;
  let lastStatus: ConnectionStatus | undefined;
  let credsWrites: Promise<void> = Promise.resolve();
  const pairing = new PairingCodeFlow();

  const isCurrent = (runId: number) => runId === run && running;
  const creds = () => auth?.state.creds;
  const loadAuth = () => loadDbAuthState({ whatsappId: deps.whatsappId, holdsLease: deps.holdsLease, logger: baileysLogger });

  const router = createInboundRouter({
    companyId: deps.companyId,
    emit: deps.emit,
    log,
    me: () => ownIdentity(creds()?.me),
    socket: () => sock,
  });

  async function emitStatus(status: ConnectionStatus, extra: { qrcode?: string; pairingCode?: string; reason?: string } = {}) {
    lastStatus = status;
    const number = phoneOf(creds()?.me?.id);
    await deps
      .emit({ type: 'status', status, qrcode: '', ...(number && status === 'CONNECTED' ? { number } : {}), ...extra })
      .catch((error: unknown) => log.error({ err: error, status }, 'status event failed'));
  }

  function saveCreds() {
    const state = auth;
    if (!state) return;
    credsWrites = credsWrites.then(() => state.saveCreds()).catch((error: unknown) => log.error({ err: error }, 'saving WhatsApp creds failed'));
  }

  /** Removes our listeners, then ends the socket (its close event is no longer ours to handle). */
  async function teardown() {
    const old = sock;
    detach?.();
    detach = undefined;
    sock = undefined;
    connected = false;
    if (old) await old.end(undefined).catch((error: unknown) => log.warn({ err: error }, 'socket end failed'));
  }

  async function openSocket(runId: number) {
    await teardown();
    if (!isCurrent(runId) || !auth) return;
    // A pairing code that was never entered leaves a provisional `me`, and Baileys would try to log
    // in with it instead of registering: start from fresh creds.
    if (!isPaired(auth.state.creds) && auth.state.creds.me) {
      await credsWrites;
      await auth.wipe();
      auth = await loadAuth();
      if (!isCurrent(runId)) return;
    }
    if (!version) version = (await fetchLatestWaWebVersion({})).version;
    if (!isCurrent(runId)) return;
    const gen = ++generation;
    const socket = makeSocket(
      socketConfig({
        version,
        auth: auth.state,
        logger: baileysLogger,
        msgRetryCounterCache: retryCounter,
        getMessage: sentMessageGetter(deps.whatsappId),
        cachedGroupMetadata: router.cachedGroupMetadata,
        overrides: options.socketConfig,
      }),
    );
    sock = socket;
    detach = socket.ev.process((events) => onEvents(gen, runId, events));
  }

  function onEvents(gen: number, runId: number, events: Partial<BaileysEventMap>) {
    if (gen !== generation || !isCurrent(runId)) return;
    if (events['creds.update']) saveCreds();
    const update = events['connection.update'];
    if (update) void onConnectionUpdate(gen, runId, update).catch((error: unknown) => log.error({ err: error }, 'connection update failed'));
    router.handle(events);
  }

  async function onConnectionUpdate(gen: number, runId: number, update: Partial<ConnectionState>) {
    if (update.qr) await onQr(gen, runId, update.qr);
    if (update.connection === 'open' && gen === generation) {
      attempt = 0;
      qrRounds = 0;
      connected = true;
      pairing.end('This connection is already paired');
      await emitStatus('CONNECTED');
    }
    if (update.connection === 'close') await onClose(gen, runId, update.lastDisconnect?.error);
  }

  async function onQr(gen: number, runId: number, qr: string) {
    qrShownGeneration = gen;
    qrRounds += 1;
    if (qrRounds > maxQrRounds) {
      log.info({ qrRounds: maxQrRounds }, 'QR not scanned: waiting for a new start');
      await halt('DISCONNECTED', 'qrLimit');
      return;
    }
    if (pairing.phone) await requestCode(gen, runId);
    else await emitStatus('qrcode', { qrcode: qr });
  }

  async function requestCode(gen: number, runId: number) {
    const socket = sock;
    if (!socket || gen !== generation) return;
    const code = await pairing.request(gen, (phone) => socket.requestPairingCode(phone));
    if (code && isCurrent(runId)) await emitStatus('PAIRING', { pairingCode: code });
  }

  async function onClose(gen: number, runId: number, error: Error | undefined) {
    // Baileys can report one drop more than once; a stale socket's close is not ours either.
    if (gen !== generation || closedGeneration === gen) return;
    closedGeneration = gen;
    detach?.();
    detach = undefined;
    sock = undefined;
    connected = false;
    if (!isCurrent(runId) || !auth) return;
    const statusCode = statusCodeOf(error);
    const decision = decideReconnect({ statusCode, paired: isPaired(auth.state.creds), attempt, random: options.random });
    log.info({ statusCode, attempt, decision }, 'WhatsApp connection closed');
    attempt += 1;
    if (decision.action === 'reconnect-now') {
      // The new socket must see the creds pairing just wrote (they are the same object; the DB copy
      // must be complete too in case this process dies now).
      await credsWrites;
      await reconnect(runId);
    } else if (decision.action === 'backoff') {
      if (statusCode === 405 && !options.version) version = undefined;
      if (lastStatus !== 'OPENING') await emitStatus('OPENING', { reason: `closed (${statusCode ?? 'no code'})` });
      if (isCurrent(runId)) scheduleReconnect(runId, decision.delayMs);
    } else {
      if (decision.wipe) {
        await credsWrites;
        await auth.wipe().catch((err: unknown) => log.error({ err }, 'wiping the logged-out auth state failed'));
        auth = undefined;
      }
      await halt(decision.status, decision.reason);
    }
  }

  function scheduleReconnect(runId: number, delayMs: number) {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (isCurrent(runId)) void reconnect(runId);
    }, delayMs);
  }

  /** Opens the next socket; failing to even build one (DB down …) backs off like a drop. */
  async function reconnect(runId: number) {
    try {
      await openSocket(runId);
    } catch (error) {
      log.error({ err: error, attempt }, 'reconnect failed');
      if (isCurrent(runId)) scheduleReconnect(runId, backoffBaseMs(attempt++));
    }
  }

  /** Ends the current run: pending timers and awaits of it stop at their next check. */
  function endRun(reason: string) {
    run += 1;
    running = false;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    pairing.end(reason);
  }

  /** Stops this run without logging out and reports why; a later start() begins again. */
  async function halt(status: ConnectionStatus, reason: string) {
    endRun(`The connection stopped: ${reason}`);
    await teardown();
    await emitStatus(status, { reason });
  }

  async function start() {
    if (running) return;
    const runId = ++run;
    running = true;
    attempt = 0;
    qrRounds = 0;
    try {
      await emitStatus('OPENING');
      auth = await loadAuth();
      if (!isCurrent(runId)) return;
      await openSocket(runId);
    } catch (error) {
      // Not running after all: a later start() must be able to try again.
      if (runId === run) endRun('The session failed to start');
      throw error;
    }
  }

  const actions = createSessionActions({
    whatsappId: deps.whatsappId,
    emit: deps.emit,
    router,
    socket: () => (connected ? sock : undefined),
    meId: () => creds()?.me?.id,
    log,
  });

  return {
    ...actions,
    start,
    async stop() {
      endRun('The session stopped');
      await teardown();
      await credsWrites;
      // Let events already received reach the pipeline, without letting a stuck download hold shutdown.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([router.idle(), new Promise((resolve) => (timer = setTimeout(resolve, STOP_DRAIN_MS)))]);
      clearTimeout(timer);
    },
    async logout() {
      // The run ends before the unlink RPC: the 401 close it causes must not be handled as a drop.
      endRun('The session was logged out');
      await sock?.logout().catch((error: unknown) => log.warn({ err: error }, 'logout RPC failed'));
      await teardown();
      await credsWrites;
      await (auth ?? (await loadAuth())).wipe();
      auth = undefined;
      await emitStatus('DISCONNECTED');
    },
    async requestPairingCode(phone: string) {
      const digits = phone.replace(/\D/g, '');
      if (digits.length < 8) throw new AppError('ERR_WAPP_INVALID_CONTACT', 400, 'A phone number with country code is required');
      if (auth && isPaired(auth.state.creds)) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'This connection is already paired');
      const code = pairing.begin(digits, options.pairingTimeoutMs ?? 45_000);
      if (!running) await start();
      else if (sock && qrShownGeneration === generation) await requestCode(generation, run);
      if (auth && isPaired(auth.state.creds)) pairing.end('This connection is already paired');
      return code;
    },
  };
}
