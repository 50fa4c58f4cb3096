import dayjs from 'dayjs';
import { AttentionStatuses, type ConnectionStatus } from '@zapdesk/shared';

/** What the session column offers for a status (§4 Connection status). */
export type SessionButton = 'qrcode' | 'tryAgain' | 'newQr' | 'disconnect' | 'connecting';

const buttonsByStatus: Record<ConnectionStatus, SessionButton[]> = {
  qrcode: ['qrcode'],
  DISCONNECTED: ['tryAgain', 'newQr'],
  CONNECTED: ['disconnect'],
  PAIRING: ['disconnect'],
  TIMEOUT: ['disconnect'],
  OPENING: ['connecting'],
};

/** The session buttons a connection in `status` shows. */
export function sessionButtons(status: ConnectionStatus): SessionButton[] {
  return buttonsByStatus[status] ?? [];
}

/** Whether any connection needs someone to look at it: the '!' on the Conexões menu entry. */
export function needsAttention(connections: ReadonlyArray<{ status: ConnectionStatus }>): boolean {
  return connections.some((connection) => AttentionStatuses.includes(connection.status));
}

/** The "last update" column: dd/MM/yy HH:mm in the browser's timezone. */
export function formatLastUpdate(value: string | null | undefined): string {
  if (!value) return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format('DD/MM/YY HH:mm') : '';
}
