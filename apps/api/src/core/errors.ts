import type { ErrorCode } from '@zapdesk/shared';

/** An error the API answers with `{ error: code, message, ...extra }` and the given status. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status = 400,
    message?: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'ERR_NOT_FOUND') => new AppError(code, 404, 'Record not found');
export const forbidden = () => new AppError('ERR_NO_PERMISSION', 403, 'You do not have permission for this action');
export const planLimitReached = (what: string) => new AppError('ERR_PLAN_LIMIT_REACHED', 403, `The plan's ${what} limit has been reached`);
