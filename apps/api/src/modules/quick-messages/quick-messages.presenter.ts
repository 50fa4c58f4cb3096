import type { QuickMessageDTO } from '@zapdesk/shared';
import type { QuickMessage } from '../../models/index.js';

/** The API path that serves a quick message's attachment (with the caller's token). */
export const quickMessageMediaUrl = (id: number) => `/quick-messages/${id}/media`;

export function presentQuickMessage(record: QuickMessage): QuickMessageDTO {
  return {
    id: record.id,
    shortcode: record.shortcode,
    message: record.message,
    geral: record.geral,
    status: record.status,
    isMedia: record.isMedia,
    mediaPath: record.mediaPath ? quickMessageMediaUrl(record.id) : null,
    mediaName: record.mediaName,
    userId: record.userId,
    companyId: record.companyId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
