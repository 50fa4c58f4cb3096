import {
  Browsers,
  type AuthenticationState,
  type CacheStore,
  type GroupMetadata,
  type proto,
  type UserFacingSocketConfig,
  type WAMessageKey,
  type WASocket,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { ILogger } from '@whiskeysockets/baileys/lib/Utils/logger.js';
import { isIgnoredChat } from './identity.js';

/** The part of a Baileys socket the session uses: tests drive it with a fake over a real event buffer. */
export type SocketPort = Pick<
  WASocket,
  | 'ev'
  | 'end'
  | 'logout'
  | 'requestPairingCode'
  | 'sendMessage'
  | 'readMessages'
  | 'onWhatsApp'
  | 'profilePictureUrl'
  | 'rejectCall'
  | 'groupMetadata'
  | 'updateMediaMessage'
>;
export type MakeSocket = (config: UserFacingSocketConfig) => SocketPort;

export interface SocketConfigInput {
  version: WAVersion;
  auth: AuthenticationState;
  logger: ILogger;
  msgRetryCounterCache: CacheStore;
  getMessage: (key: WAMessageKey) => Promise<proto.IMessage | undefined>;
  cachedGroupMetadata: (jid: string) => Promise<GroupMetadata | undefined>;
  overrides?: Partial<UserFacingSocketConfig>;
}

/** Baileys settings for a help desk. */
export function socketConfig(input: SocketConfigInput): UserFacingSocketConfig {
  const { overrides, ...rest } = input;
  return {
    ...rest,
    // A standard browser tuple: pairing codes are refused for unusual names.
    browser: Browsers.macOS('Chrome'),
    // While a linked device is "online" the phone gets no push notifications.
    markOnlineOnConnect: false,
    // A help desk wants new conversations, not the phone's whole archive.
    syncFullHistory: false,
    // Our sends are recorded when sendMessage resolves; their echo would only be a duplicate.
    emitOwnEvents: false,
    // Status updates and channels are not conversations: do not even decrypt them.
    shouldIgnoreJid: (jid) => isIgnoredChat(jid),
    ...overrides,
  };
}
