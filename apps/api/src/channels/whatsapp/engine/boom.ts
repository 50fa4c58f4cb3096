/**
 * The status code of a Baileys error: Boom's `output.statusCode` (DisconnectReason on a close, the
 * HTTP status of a failed media fetch), or a plain `status` field. Undefined for anything else.
 */
export function statusCodeOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const output = 'output' in error ? error.output : undefined;
  if (output && typeof output === 'object' && 'statusCode' in output && typeof output.statusCode === 'number') return output.statusCode;
  return 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
