/** Every error code the API answers with, in the `error` field of `{ error, message }`. */
export const ErrorCodes = [
  // the spec's catalogue (§8)
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_INVALID_CREDENTIALS',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_SESSION_EXPIRED',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_PERMISSION',
  'ERR_DUPLICATED_CONTACT',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_USER_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_CREATING_MESSAGE',
  'ERR_CREATING_TICKET',
  'ERR_FETCH_WAPP_MSG',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
  'ERR_WAPP_GREETING_REQUIRED',
  // platform additions
  'ERR_PLAN_LIMIT_REACHED',
  'ERR_SUBSCRIPTION_EXPIRED',
  'ERR_VALIDATION',
  'ERR_NOT_FOUND',
  'ERR_NO_COMPANY_FOUND',
  'ERR_NO_PLAN_FOUND',
  'ERR_NO_HELP_FOUND',
  'ERR_EMAIL_ALREADY_EXISTS',
  'ERR_COMPANY_NAME_ALREADY_EXISTS',
  'ERR_PLAN_IN_USE',
  'ERR_INVALID_TOKEN',
  'ERR_TOO_MANY_REQUESTS',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_CANNOT_DELETE_SELF',
  'ERR_CANNOT_DELETE_SUPER',
  'ERR_EMAIL_NOT_CONFIGURED',
  'ERR_EMAIL_SEND_FAILED',
  'ERR_INVALID_RESET_CODE',
  'ERR_SCHEDULE_ALREADY_SENT',
  'ERR_INTERNAL',
] as const;

export type ErrorCode = (typeof ErrorCodes)[number];

/** The JSON body of every error response. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  /** For ERR_VALIDATION: the field that failed. */
  field?: string;
  /** For ERR_SUBSCRIPTION_EXPIRED: the company's due date (ISO). */
  dueDate?: string | null;
  [extra: string]: unknown;
}
