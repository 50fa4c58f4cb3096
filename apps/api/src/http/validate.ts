import * as yup from 'yup';
import { AppError } from '../core/errors.js';

/** Validates input against a yup schema; the first failure becomes 400 ERR_VALIDATION naming the field. */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, data: unknown): Promise<yup.InferType<S>> {
  try {
    return await schema.validate(data ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const field = error.path ?? 'body';
      throw new AppError('ERR_VALIDATION', 400, `${field}: ${error.message}`, { field });
    }
    throw error;
  }
}

/** Parses a positive integer route parameter; anything else is 404 (there is no such record). */
export function idParam(value: unknown, code: Parameters<typeof notFoundCode>[0] = 'ERR_NOT_FOUND'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFoundCode(code);
  return id;
}

function notFoundCode(code: ConstructorParameters<typeof AppError>[0]) {
  return new AppError(code, 404, 'Record not found');
}
