import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { CompanyDTO, InvoiceDTO, PixChargeDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type Routes } from '../../../test/serve-routes';
import { InvoicesPage } from './InvoicesPage';

/** The signed-in user's company as the payment event carries it: the whole CompanyDTO. */
const paidCompany = (overrides: Partial<CompanyDTO> = {}): CompanyDTO => {
  const { id = 3, name = 'Empresa Teste', email = null, status = true, dueDate = null, plan, settings } = makeUser().company ?? {};
  return {
    ...{ id, name, email, status, dueDate, plan, settings, phone: null, planId: plan?.id ?? 1, campaignsEnabled: true, recurrence: null, schedules: [] },
    ...{ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
    ...overrides,
  };
};

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const makeInvoice = (overrides: Partial<InvoiceDTO>): InvoiceDTO => ({
  id: 1,
  companyId: 3,
  detail: 'Plano 1',
  value: 49.9,
  dueDate: day(10),
  status: 'open',
  paidAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const charge: PixChargeDTO = {
  invoiceId: 2,
  gateway: 'pix',
  qrcode: {
    qrcode: '00020126360014BR.GOV.BCB.PIX0114+5511999990000520400005303986540549.905802BR6304ABCD',
    imagemQrcode: 'data:image/png;base64,iVBORw0KGgo=',
  },
  valor: { original: '49.90' },
};

function renderPage(routes: Routes, user = makeUser({ profile: 'admin' })) {
  const server = serve(routes);
  renderWithApp(<InvoicesPage />, { route: '/financeiro', auth: fakeAuth(user) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const invoices = [
  makeInvoice({ id: 3, detail: 'Fatura paga', status: 'paid', dueDate: day(-30), paidAt: '2026-10-01T00:00:00.000Z' }),
  makeInvoice({ id: 2, detail: 'Fatura vencida', dueDate: day(-2) }),
  makeInvoice({ id: 1, detail: 'Fatura aberta', dueDate: day(5) }),
];

async function fillData(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Ana Souza');
  await user.type(screen.getByRole('textbox', { name: 'Endereço' }), 'Rua A, 10');
  await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Campinas');
  await user.type(screen.getByRole('textbox', { name: 'CEP' }), '13000-000');
}

describe('InvoicesPage', () => {
  it('lists Id, Detalhes, Valor, Data Venc., Status and PAGAR or PAGO, with overdue rows light red', async () => {
    renderPage({ 'GET /invoices/all': () => ({ status: 200, data: invoices }) });
    for (const name of ['Id', 'Detalhes', 'Valor', 'Data Venc.', 'Status', 'Ação'])
      expect(await screen.findByRole('columnheader', { name })).toBeInTheDocument();
    const paid = await rowOf('Fatura paga');
    expect(within(paid).getByText('Pago')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'PAGO' })).toBeDisabled();
    const overdue = await rowOf('Fatura vencida');
    expect(within(overdue).getByText('Vencido')).toBeInTheDocument();
    expect(overdue).toHaveAttribute('data-status', 'overdue');
    expect(within(overdue).getByText('R$ 49,90')).toBeInTheDocument();
    const open = await rowOf('Fatura aberta');
    expect(within(open).getByText('Em Aberto')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'PAGAR Fatura aberta' })).toBeEnabled();
    expect(getComputedStyle(overdue).backgroundColor).toMatch(/^rgba\(211, 47, 47, 0\.12\)$|^rgba\(\d+, \d+, \d+, 0\.12\)$/);
    expect(getComputedStyle(open).backgroundColor).not.toMatch(/0\.12\)$/);
    expect(screen.queryByRole('button', { name: /Marcar como paga/ })).not.toBeInTheDocument();

    // Paid elsewhere (the gateway, the super user): the live payment event turns the row PAGO.
    await waitFor(() => expect(listening('company-3-payment')).toBe(true));
    await emitCompanyEvent(3, 'payment', { action: 'CONCLUIDA', company: paidCompany(), invoiceId: 1 });
    await waitFor(() => expect(within(open).getByRole('button', { name: 'PAGO' })).toBeDisabled());
    expect(within(open).getByText('Pago')).toBeInTheDocument();
  });

  it('checks Dados, goes through Personalizar and Revisar, PAGAR shows the Pix, and the live payment renews and goes to /', async () => {
    const { user, writes } = renderPage({
      'GET /invoices/all': () => ({ status: 200, data: invoices }),
      'POST /subscription': () => ({ status: 200, data: charge }),
    });
    await user.click(within(await rowOf('Fatura vencida')).getByRole('button', { name: 'PAGAR Fatura vencida' }));
    expect(await screen.findByRole('heading', { name: 'Falta pouco!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('O nome completo é obrigatório')).toBeInTheDocument();
    for (const text of ['O Endereço é obrigatório', 'Cidade é obrigatória', 'CEP é obrigatório']) expect(screen.getByText(text)).toBeInTheDocument();

    await fillData(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('radio', { checked: true })).toHaveTextContent('Plano 1');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Campinas', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAGAR' }));

    expect(await screen.findByRole('img', { name: 'QR Code Pix da fatura' })).toHaveAttribute('src', charge.qrcode.imagemQrcode);
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(charge.qrcode.qrcode);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/subscription',
        body: { firstName: 'Ana Souza', address2: 'Rua A, 10', city: 'Campinas', zipcode: '13000-000', country: 'BR', invoiceId: 2, plan: '1' },
      },
    ]);

    await waitFor(() => expect(listening('company-3-payment')).toBe(true));
    const company = paidCompany({ dueDate: '2027-01-15' });
    await emitCompanyEvent(3, 'payment', { action: 'CONCLUIDA', company, invoiceId: 2 });
    expect(await screen.findByText('Sua licença foi renovada até 15/01/2027!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 6000 });
  });

  it('says clearly when the platform has no Pix key', async () => {
    const { user } = renderPage({
      'GET /invoices/all': () => ({ status: 200, data: invoices }),
      'POST /subscription': () => ({ status: 409, data: { error: 'ERR_PIX_NOT_CONFIGURED' } }),
    });
    await user.click(within(await rowOf('Fatura aberta')).getByRole('button', { name: 'PAGAR Fatura aberta' }));
    await fillData(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: 'PAGAR' }));
    expect(await screen.findByText('O pagamento por Pix ainda não foi configurado pela plataforma. Fale com o suporte.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code Pix da fatura' })).not.toBeInTheDocument();
  });

  it("lets the super user mark any company's invoice paid", async () => {
    const other = makeInvoice({ id: 9, companyId: 5, detail: 'Plano Ouro', company: { id: 5, name: 'Loja Azul' } });
    const { user, writes } = renderPage(
      {
        'GET /invoices/all': () => ({ status: 200, data: [other] }),
        'PUT /invoices/9': () => ({ status: 200, data: { ...other, status: 'paid', paidAt: '2026-11-26T00:00:00.000Z' } }),
      },
      makeUser({ profile: 'admin', super: true, companyId: 1 }),
    );
    const row = await rowOf('Plano Ouro');
    expect(within(row).getByText('Loja Azul')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /PAGAR/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Marcar como paga Plano Ouro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Marcar como paga' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'PAGO' })).toBeDisabled());
    expect(writes()).toEqual([{ method: 'PUT', url: '/invoices/9', body: { status: 'paid' } }]);
  });
});
