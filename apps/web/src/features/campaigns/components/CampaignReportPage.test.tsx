import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { emitCompanyEvent } from '../../../test/live-socket';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeCampaign, serve } from '../test/fixtures';
import { CampaignReportPage } from './CampaignReportPage';

const running = makeCampaign({
  id: 7,
  name: 'Natal',
  status: 'EM_ANDAMENTO',
  confirmation: true,
  contactList: { id: 5, name: 'Clientes VIP' },
  whatsapp: { id: 2, name: 'Sandbox' },
  report: { validContacts: 4, confirmationRequested: 3, confirmed: 2, delivered: 1, failed: 0 },
});

function renderReport(answers: Array<ReturnType<typeof makeCampaign>>) {
  let reads = 0;
  const server = serve({ 'GET /campaigns/7': () => ({ status: 200, data: answers[Math.min(reads++, answers.length - 1)] }) });
  renderWithApp(
    <Routes>
      <Route path="/campaign/:campaignId/report" element={<CampaignReportPage />} />
    </Routes>,
    { route: '/campaign/7/report', auth: fakeAuth(makeUser()) },
  );
  return { ...server, reads: () => reads };
}

const card = (label: string) => screen.getByRole('region', { name: label });

describe('CampaignReportPage', () => {
  it('shows the status with delivered x of y valid contacts, the progress and the cards, live', async () => {
    renderReport([running]);
    expect(await screen.findByText('Em Andamento: entregue 1 de 4 contatos válidos')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da campanha' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(card('Contatos Válidos')).getByText('4')).toBeInTheDocument();
    expect(within(card('Confirmações Solicitadas')).getByText('3')).toBeInTheDocument();
    expect(within(card('Confirmações')).getByText('2')).toBeInTheDocument();
    expect(within(card('Conexão')).getByText('Sandbox')).toBeInTheDocument();
    expect(within(card('Lista de Contatos')).getByText('Clientes VIP')).toBeInTheDocument();
    expect(within(card('Agendamento')).getByText('Sem agendamento')).toBeInTheDocument();
    expect(within(card('Conclusão')).getByText('Não concluída')).toBeInTheDocument();

    await emitCompanyEvent(3, 'campaign', { action: 'update', record: { ...running, report: { ...running.report, delivered: 3 } } });
    expect(await screen.findByText('Em Andamento: entregue 3 de 4 contatos válidos')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da campanha' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('hides the confirmation cards without confirmation and reads the campaign again 5 s after FINALIZADA', async () => {
    const plain = { ...running, confirmation: false };
    const finished = { ...plain, status: 'FINALIZADA' as const, completedAt: '2026-11-26T15:00:00.000Z', report: { ...plain.report, delivered: 3, failed: 1 } };
    const { reads } = renderReport([plain, { ...finished, report: { ...finished.report, delivered: 4, failed: 0 } }]);
    await screen.findByText('Em Andamento: entregue 1 de 4 contatos válidos');
    expect(screen.queryByRole('region', { name: 'Confirmações Solicitadas' })).not.toBeInTheDocument();

    const sentAt = Date.now();
    await emitCompanyEvent(3, 'campaign', { action: 'update', record: finished });
    expect(await screen.findByText('Finalizada: entregue 3 de 4 contatos válidos')).toBeInTheDocument();
    expect(reads()).toBe(1);
    await waitFor(() => expect(reads()).toBe(2), { timeout: 8000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(4900);
    expect(await screen.findByText('Finalizada: entregue 4 de 4 contatos válidos')).toBeInTheDocument();
  });
});
