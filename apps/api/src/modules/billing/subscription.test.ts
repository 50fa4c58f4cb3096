import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { addDays, addMonths, today } from '../../core/clock.js';
import { Company, Invoice, Setting } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createSuperUser, createTenant, createUser, type TestUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { startFakeAsaas } from './fake-asaas.test-kit.js';
import { platformCompanyId } from './platform-settings.js';

// The platform's payment settings are one set for the whole database (the first super user's company): the
// tests that change them live in this file alone, which restores them afterwards.

/** An independent reading of a BR Code: EMV fields (ID, 2-digit length, value), nested templates 26 and 62. */
function readEmv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number.parseInt(text.slice(at + 2, at + 4), 10);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, table-driven (the API computes it bit by bit). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k += 1) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function crcCcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) crc = ((crc << 8) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]) & 0xffff;
  return crc;
}

const DUE = addDays(today(), 10);
const RENEWED = addMonths(DUE, 1);
const PLATFORM_KEYS = ['pixKey', 'pixMerchantName', 'pixMerchantCity', 'asaas', 'asaasWebhookToken'];
let platformId: number;
let operator: TestUser;
let saved: Setting[] = [];

async function setPlatform(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    const [row] = await Setting.findOrCreate({
      where: { companyId: platformId, key },
      defaults: { companyId: platformId, key, value },
    });
    await row.update({ value });
  }
}

async function payableInvoice(overrides: { value?: string } = {}) {
  // Due in 10 days: an expired company cannot sign in (§10 Security), so it pays before its due date.
  const t = await createTenant({ dueDate: DUE, recurrence: 'MENSAL' });
  const invoice = await Invoice.create({
    companyId: t.company.id,
    detail: 'Plano Ouro',
    value: overrides.value ?? '49.90',
    dueDate: DUE,
  });
  return { ...t, invoice };
}

beforeAll(async () => {
  platformId = (await platformCompanyId()) ?? (await createSuperUser()).company.id;
  const platform = await Company.findByPk(platformId, { rejectOnEmpty: true });
  operator = await createUser(platform, { profile: 'admin', super: true });
  saved = await Setting.findAll({
    where: { companyId: platformId, key: PLATFORM_KEYS },
  });
});

beforeEach(async () => {
  await setPlatform({
    pixKey: '',
    pixMerchantName: '',
    pixMerchantCity: '',
    asaas: '',
    asaasWebhookToken: '',
  });
});

afterAll(async () => {
  await Setting.destroy({
    where: { companyId: platformId, key: PLATFORM_KEYS },
  });
  for (const row of saved)
    await Setting.create({
      companyId: platformId,
      key: row.key,
      value: row.value,
    });
});

describe("the platform's Pix settings", () => {
  it("are set by the super user only, within the BR Code's lengths; the webhook token stays a secret", async () => {
    const t = await createTenant();
    const denied = await api().put('/settings/pixKey').set(bearer(t.admin.token)).send({ key: 'pixKey', value: 'x@y.z' });
    expect(denied.status).toBe(403);
    const set = await api().put('/settings/pixKey').set(bearer(operator.token)).send({ key: 'pixKey', value: 'pix@zapdesk.example' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ key: 'pixKey', value: 'pix@zapdesk.example' });
    expect(
      (
        await api()
          .put('/settings/pixMerchantName')
          .set(bearer(operator.token))
          .send({ value: 'x'.repeat(26) })
      ).status,
    ).toBe(400);
    expect((await api().put('/settings/pixMerchantCity').set(bearer(operator.token)).send({ value: 'São José dos Campos' })).status).toBe(400);
    expect((await api().put('/settings/pixMerchantCity').set(bearer(operator.token)).send({ value: 'São Paulo' })).status).toBe(200);
    await api().put('/settings/asaasWebhookToken').set(bearer(operator.token)).send({ value: 'whsec-123' }).expect(200);
    const agent = await createUser(await Company.findByPk(platformId, { rejectOnEmpty: true }));
    const seen = await api().get('/settings').set(bearer(agent.token));
    expect(seen.body.some((s: { key: string }) => s.key === 'asaasWebhookToken')).toBe(false);
    expect(seen.body).toContainEqual({
      key: 'pixKey',
      value: 'pix@zapdesk.example',
    });
  });
});

describe("POST /subscription with the platform's Pix key", () => {
  it("answers a BR Code for the invoice's amount (never the request's), with its QR image", async () => {
    await setPlatform({
      pixKey: '+5511999998888',
      pixMerchantName: 'Zapdesk Soluções Ltda',
      pixMerchantCity: 'São Paulo',
    });
    const t = await payableInvoice();
    const res = await api().post('/subscription').set(bearer(t.admin.token)).send({
      firstName: 'Ana',
      lastName: 'Lima',
      address2: '',
      city: 'Recife',
      state: 'PE',
      zipcode: '50000-000',
      country: 'BR',
      useAddressForPaymentDetails: false,
      nameOnCard: '',
      cardNumber: '',
      cvv: '',
      plan: '{"id":1}',
      price: 1,
      users: 3,
      connections: 3,
      invoiceId: t.invoice.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      invoiceId: t.invoice.id,
      gateway: 'pix',
      valor: { original: '49.90' },
    });

    const code: string = res.body.qrcode.qrcode;
    const fields = readEmv(code);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    const account = readEmv(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('+5511999998888');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('49.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('ZAPDESK SOLUCOES LTDA');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(readEmv(fields.get('62')!).get('05')).toBe(`ZAPDESK${t.invoice.id}`);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(Number.parseInt(fields.get('63')!, 16)).toBe(crcCcittFalse(code.slice(0, -4)));
    // A changed digit breaks the CRC.
    expect(crcCcittFalse(code.replace('49.90', '48.90').slice(0, -4))).not.toBe(Number.parseInt(fields.get('63')!, 16));

    const image: string = res.body.qrcode.imagemQrcode;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(image.slice('data:image/png;base64,'.length), 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("says clearly when no Pix key is set, and refuses another company's, paid, missing or odd invoices", async () => {
    const t = await payableInvoice();
    const unset = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id });
    expect(unset.status).toBe(409);
    expect(unset.body.error).toBe('ERR_PIX_NOT_CONFIGURED');

    await setPlatform({
      pixKey: 'pix@zapdesk.example',
      pixMerchantName: 'ZapDesk',
      pixMerchantCity: 'Recife',
    });
    const other = await payableInvoice();
    const foreign = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: other.invoice.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_INVOICE_FOUND');
    await t.invoice.update({ status: 'paid' });
    const paid = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id });
    expect(paid.status).toBe(409);
    expect(paid.body.error).toBe('ERR_INVOICE_ALREADY_PAID');
    expect((await api().post('/subscription').set(bearer(other.agent.token)).send({ invoiceId: other.invoice.id })).status).toBe(403);
    expect((await api().post('/subscription').send({ invoiceId: other.invoice.id })).status).toBe(401);
    for (const body of [{}, { invoiceId: 'x' }, { invoiceId: other.invoice.id, amount: 1 }, { invoiceId: [other.invoice.id] }]) {
      expect((await api().post('/subscription').set(bearer(other.admin.token)).send(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /subscription through Asaas, confirmed by its webhook', () => {
  let fake: Awaited<ReturnType<typeof startFakeAsaas>>;
  const realUrl = env.ASAAS_API_URL;

  beforeAll(async () => {
    fake = await startFakeAsaas('asaas-key-123');
    env.ASAAS_API_URL = fake.url;
  });

  afterAll(async () => {
    env.ASAAS_API_URL = realUrl;
    await fake.close();
  });

  it('creates the charge once at Asaas, shows its Pix, and renews the company when Asaas confirms it', async () => {
    await setPlatform({
      asaas: 'asaas-key-123',
      asaasWebhookToken: 'whsec-abc',
    });
    const t = await payableInvoice({ value: '120.00' });
    const first = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id, price: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      gateway: 'asaas',
      valor: { original: '120.00' },
      qrcode: {
        imagemQrcode: expect.stringMatching(/^data:image\/png;base64,/),
      },
    });
    const payment = fake.calls.find((call) => call.method === 'POST' && call.path === '/v3/payments');
    expect(payment).toMatchObject({
      token: 'asaas-key-123',
      body: {
        billingType: 'PIX',
        value: 120,
        externalReference: `invoice-${t.invoice.id}`,
        dueDate: DUE,
      },
    });
    const chargeId = [...fake.payments.keys()].find((id) => fake.payments.get(id)?.externalReference === `invoice-${t.invoice.id}`)!;
    expect(first.body.qrcode.qrcode).toContain(chargeId);
    // Asked again: the same charge.
    const again = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id });
    expect(again.body.qrcode.qrcode).toBe(first.body.qrcode.qrcode);
    expect([...fake.payments.values()].filter((p) => p.externalReference === `invoice-${t.invoice.id}`)).toHaveLength(1);

    const event = {
      id: 'evt_1',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2026-04-01 10:00:00',
      payment: {
        object: 'payment',
        id: chargeId,
        value: 120,
        status: 'RECEIVED',
        billingType: 'PIX',
      },
    };
    expect((await api().post('/subscription/asaas-webhook').send(event)).status).toBe(401);
    expect((await api().post('/subscription/asaas-webhook').set('asaas-access-token', 'whsec-abd').send(event)).status).toBe(401);
    const confirmed = await api().post('/subscription/asaas-webhook').set('asaas-access-token', 'whsec-abc').send(event);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ received: true, paid: true });
    expect((await Company.findByPk(t.company.id))?.dueDate).toBe(RENEWED);
    const paid = await Invoice.findOne({
      where: { id: t.invoice.id, companyId: t.company.id },
    });
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'asaas' });
    const announced = eventsFor(t.company.id).filter((e) => e.event === `company-${t.company.id}-payment`);
    expect(announced.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        action: 'CONCLUIDA',
        company: expect.objectContaining({ dueDate: RENEWED }),
      }),
    ]);

    // Asaas delivers again, and PAYMENT_CONFIRMED too: one renewal.
    await api()
      .post('/subscription/asaas-webhook')
      .set('asaas-access-token', 'whsec-abc')
      .send({ ...event, event: 'PAYMENT_CONFIRMED' })
      .expect(200);
    expect((await Company.findByPk(t.company.id))?.dueDate).toBe(RENEWED);
    // Other events and other charges are acknowledged and change nothing.
    const other = await api()
      .post('/subscription/asaas-webhook')
      .set('asaas-access-token', 'whsec-abc')
      .send({ event: 'PAYMENT_RECEIVED', payment: { id: 'pay_not_ours' } });
    expect(other.body).toEqual({ received: true, paid: false });
    expect(
      (
        await api()
          .post('/subscription/asaas-webhook')
          .set('asaas-access-token', 'whsec-abc')
          .send({ event: 'PAYMENT_OVERDUE', payment: { id: chargeId } })
      ).body.paid,
    ).toBe(false);
    expect(
      (
        await api()
          .post('/subscription/asaas-webhook')
          .set('asaas-access-token', 'whsec-abc')
          .send({ payment: { id: chargeId } })
      ).status,
    ).toBe(400);
  });

  it('answers 502 when Asaas fails, and refuses webhooks while no webhook token is set', async () => {
    await setPlatform({ asaas: 'asaas-key-123' });
    const t = await payableInvoice();
    fake.state.failing = true;
    try {
      const res = await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('ERR_PAYMENT_GATEWAY');
    } finally {
      fake.state.failing = false;
    }
    expect(
      (
        await Invoice.findOne({
          where: { id: t.invoice.id, companyId: t.company.id },
        })
      )?.gatewayChargeId,
    ).toBeNull();
    await setPlatform({ asaas: 'wrong-key' });
    expect((await api().post('/subscription').set(bearer(t.admin.token)).send({ invoiceId: t.invoice.id })).status).toBe(502);
    const refused = await api()
      .post('/subscription/asaas-webhook')
      .set('asaas-access-token', '')
      .send({ event: 'PAYMENT_RECEIVED', payment: { id: 'x' } });
    expect(refused.status).toBe(401);
  });
});
