// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectionFormSchema, generateToken, initialConnectionValues, toConnectionPayload } from './connection-form';
import { makeConnection } from './test/fixtures';

describe('connection form', () => {
  it('starts a new connection from the §9 defaults', () => {
    const values = initialConnectionValues(null);
    expect(values).toMatchObject({ provider: 'beta', isDefault: false, expiresTicket: 0, timeUseBotQueues: 0, maxUseBotQueues: 3, token: '', queueIds: [] });
  });

  it('generates 64 hex characters, different each time', () => {
    const first = generateToken();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(generateToken()).not.toBe(first);
  });

  it('sends the provider only when adding and leaves an empty token to the server', () => {
    const values = { ...initialConnectionValues(null), name: '  Vendas  ', provider: 'sandbox' as const, timeToTransfer: '' as const };
    const created = toConnectionPayload(values, true);
    expect(created).toMatchObject({ name: 'Vendas', provider: 'sandbox', timeToTransfer: null, transferQueueId: null, promptId: null, integrationId: null });
    expect(created).not.toHaveProperty('token');

    const edited = toConnectionPayload({ ...initialConnectionValues(makeConnection({ id: 4, transferQueueId: 9, timeToTransfer: 15 })), token: ' ' }, false);
    expect(edited).not.toHaveProperty('provider');
    expect(edited).not.toHaveProperty('token');
    expect(edited).toMatchObject({ transferQueueId: 9, timeToTransfer: 15 });
  });

  it('validates the name (§5) and a chosen token', async () => {
    const base = initialConnectionValues(null);
    // Like Formik: empty strings are validated as undefined, every failure is collected, a field shows its first one.
    const errorOf = async (values: object) =>
      connectionFormSchema.validate({ ...base, ...values }, { abortEarly: false }).then(
        () => null,
        (error: { inner: Array<{ message: string }> }) => error.inner[0]?.message,
      );
    expect(await errorOf({ name: undefined })).toBe('validation.required');
    expect(await errorOf({ name: 'A' })).toBe('validation.tooShort');
    expect(await errorOf({ name: 'A'.repeat(51) })).toBe('validation.tooLong');
    expect(await errorOf({ name: 'Vendas', token: 'short' })).toBe('connections.validation.tokenShort');
    expect(await errorOf({ name: 'Vendas', token: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toBe('connections.validation.tokenSpaces');
    expect(await errorOf({ name: 'Vendas', maxUseBotQueues: 101 })).toBe('connections.validation.tooLarge');
    expect(await errorOf({ name: 'Vendas', expiresTicket: -1 })).toBe('connections.validation.notNegative');
    expect(await errorOf({ name: 'Vendas', token: generateToken() })).toBeNull();
  });
});
