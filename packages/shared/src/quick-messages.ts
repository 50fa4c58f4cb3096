/** A quick reply (spec §3 Quick message); `/shortcode` in the ticket input suggests it. */
export interface QuickMessageDTO {
  id: number;
  shortcode: string;
  message: string;
  /** Visible to the whole company (true) or only to its author (false). */
  geral: boolean;
  /** Whether other users may edit it. */
  status: boolean;
  isMedia: boolean;
  /** API path serving the attached file with authorisation, when there is one. */
  mediaPath: string | null;
  mediaName: string | null;
  /** The author; null once the author's user was deleted (shared replies outlive their author). */
  userId: number | null;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /quick-messages → { records, hasMore }. */
export interface QuickMessagesPage {
  records: QuickMessageDTO[];
  hasMore: boolean;
}
