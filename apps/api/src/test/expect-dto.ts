import { expect } from 'vitest';
import { dtoProblems, type DtoSchema } from '@zapdesk/shared';

/**
 * Asserts that a response body is exactly the DTO `schema` describes (no field missing, renamed, extra or of
 * another type), the schema the web's fakes are built with; returns the body typed as that DTO.
 */
export function expectDto<T>(schema: DtoSchema<T>, body: unknown, label = 'response'): T {
  expect(dtoProblems(schema, body), `${label} against its DTO schema`).toEqual([]);
  return body as T;
}
