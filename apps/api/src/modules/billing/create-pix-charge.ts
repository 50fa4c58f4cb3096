import type { PixChargeDTO } from '@zapdesk/shared';
import { today } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { db } from '../../db/sequelize.js';
import { Company, Invoice } from '../../models/index.js';
import { asaasCustomerId, asaasPixQrCode, createAsaasPixCharge } from './asaas-client.js';
import { buildPixCode } from './pix-br-code.js';
import { pixQrImage } from './pix-qr-image.js';
import { platformPaymentSettings, type PlatformPaymentSettings } from './platform-settings.js';

const notFoundInvoice = () => new AppError('ERR_NO_INVOICE_FOUND', 404, 'Invoice not found');

/** The BR Code built here from the platform's Pix key, name and city. */
async function localPixCharge(invoice: Invoice, settings: PlatformPaymentSettings): Promise<PixChargeDTO> {
  if (!settings.pixKey || !settings.pixMerchantName || !settings.pixMerchantCity) {
    throw new AppError('ERR_PIX_NOT_CONFIGURED', 409, 'The platform has no Pix key, merchant name or city set');
  }
  const amount = Number(invoice.value).toFixed(2);
  const code = buildPixCode({
    key: settings.pixKey,
    merchantName: settings.pixMerchantName,
    merchantCity: settings.pixMerchantCity,
    amount,
    // One txid per invoice: the payer's statement names it, and the super user finds the payment by it.
    txid: `ZAPDESK${invoice.id}`,
  });
  return {
    invoiceId: invoice.id,
    gateway: 'pix',
    qrcode: { qrcode: code, imagemQrcode: await pixQrImage(code) },
    valor: { original: amount },
  };
}

/**
 * The charge at Asaas: created once per invoice (the invoice row stays locked meanwhile, so two clicks make one
 * charge) and reused afterwards; Asaas' webhook confirms the payment.
 */
async function asaasPixCharge(ctx: ServiceContext, invoiceId: number, token: string): Promise<PixChargeDTO> {
  const { chargeId, amount } = await db().transaction(async (transaction) => {
    const invoice = await Invoice.findOne({
      where: { id: invoiceId, companyId: ctx.companyId },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!invoice) throw notFoundInvoice();
    const value = Number(invoice.value);
    if (invoice.gatewayChargeId) return { chargeId: invoice.gatewayChargeId, amount: value };
    const company = await Company.findByPk(ctx.companyId, {
      attributes: ['id', 'name', 'email', 'billingName'],
      transaction,
      rejectOnEmpty: true,
    });
    const customer = await asaasCustomerId(token, {
      name: company.billingName || company.name,
      email: company.email,
      externalReference: `company-${company.id}`,
    });
    const created = await createAsaasPixCharge(token, {
      customer,
      value,
      // Asaas refuses a charge due in the past: an overdue invoice is charged for today.
      dueDate: invoice.dueDate < today() ? today() : invoice.dueDate,
      description: invoice.detail,
      externalReference: `invoice-${invoice.id}`,
    });
    await invoice.update({ gatewayChargeId: created }, { transaction });
    return { chargeId: created, amount: value };
  });
  const qr = await asaasPixQrCode(token, chargeId);
  return {
    invoiceId,
    gateway: 'asaas',
    qrcode: {
      qrcode: qr.payload,
      imagemQrcode: `data:image/png;base64,${qr.encodedImage}`,
    },
    valor: { original: amount.toFixed(2) },
  };
}

/**
 * POST /subscription (docs/contract.md §7): the Pix to pay one of the company's open invoices, for the invoice's
 * amount (§10 Security: never the request's). Through Asaas when the platform has an Asaas token, else a BR Code
 * from the platform's Pix settings (409 ERR_PIX_NOT_CONFIGURED without them).
 */
export async function createPixCharge(ctx: ServiceContext, invoiceId: number): Promise<PixChargeDTO> {
  const invoice = await Invoice.findOne({
    where: { id: invoiceId, companyId: ctx.companyId },
    transaction: ctx.transaction,
  });
  if (!invoice) throw notFoundInvoice();
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID', 409, 'This invoice is paid');
  const settings = await platformPaymentSettings();
  return settings.asaasToken ? asaasPixCharge(ctx, invoice.id, settings.asaasToken) : localPixCharge(invoice, settings);
}
