import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { makeQuickMessage, quickMessagePages } from '../test/serve';
import { colleague, renderPage } from '../test/render-page';

// Role queries over MUI dialogs are slow in jsdom; on a busy machine the default 1 s is not enough.

/** The saved reply as the API answers a write: the record merged with the JSON body. */
const savedFrom = (record: QuickMessageDTO) => (config: InternalAxiosRequestConfig) => ({
  status: 200,
  data: { ...record, ...(JSON.parse(String(config.data)) as Partial<QuickMessageDTO>) },
});

describe('QuickMessageDialog', () => {
  it("requires the shortcode ('Obrigatório'), inserts variables at the caret, saves, then uploads the attachment", async () => {
    const created = makeQuickMessage({ id: 30, shortcode: 'tabela', message: '', userId: 7 });
    const { writes, user } = renderPage({
      'GET /quick-messages': quickMessagePages([[]]),
      'POST /quick-messages': savedFrom(created),
      'POST /quick-messages/30/media-upload': () => ({
        status: 200,
        data: {
          ...created,
          message: 'Olá {{firstName}}{{hora}}, segue a tabela',
          geral: true,
          isMedia: true,
          mediaName: 'tabela_de_preços.pdf',
          mediaPath: '/quick-messages/30/media',
        },
      }),
    });
    await screen.findByText('Nenhuma resposta rápida encontrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar resposta rápida' });

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Atalho'), 'tabela');
    const message = within(dialog).getByLabelText('Resposta') as HTMLTextAreaElement;
    await user.type(message, 'Olá , segue a tabela');
    message.setSelectionRange(4, 4);
    await user.click(within(dialog).getByRole('button', { name: 'Primeiro nome' }));
    expect(message).toHaveValue('Olá {{firstName}}, segue a tabela');
    // The caret sits after the inserted variable, so the next one follows it.
    await user.click(within(dialog).getByRole('button', { name: 'Hora' }));
    expect(message).toHaveValue('Olá {{firstName}}{{hora}}, segue a tabela');

    await user.click(within(dialog).getByRole('switch', { name: 'Visível para toda a empresa' }));
    await user.upload(screen.getByTestId('quick-message-file'), new File(['%PDF'], 'tabela de preços.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('tabela_de_preços.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Resposta rápida salva com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/quick-messages',
        body: { shortcode: 'tabela', message: 'Olá {{firstName}}{{hora}}, segue a tabela', geral: true, status: false },
      },
      {
        method: 'POST',
        url: '/quick-messages/30/media-upload',
        body: { typeArch: 'quickMessage', file: { name: 'tabela de preços.pdf', type: 'application/pdf' } },
      },
    ]);
    const row = (await screen.findByText('/tabela')).closest('tr') as HTMLElement;
    expect(within(row).getByText('tabela_de_preços.pdf')).toBeInTheDocument();
  });

  it('appends a variable at the end when the message was never touched', async () => {
    const { user } = renderPage({ 'GET /quick-messages': quickMessagePages([[]]) });
    await screen.findByText('Nenhuma resposta rápida encontrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar resposta rápida' });
    await user.click(within(dialog).getByRole('button', { name: 'Saudação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Protocolo' }));
    expect(within(dialog).getByLabelText('Resposta')).toHaveValue('{{ms}}{{protocol}}');
  });

  it('lets a colleague edit an open reply without its switches, and removes the attachment after saving', async () => {
    const record = makeQuickMessage({
      id: 4,
      shortcode: 'cardapio',
      message: 'Nosso cardápio',
      userId: 7,
      status: true,
      isMedia: true,
      mediaName: 'cardapio.jpg',
      mediaPath: '/quick-messages/4/media',
    });
    const { writes, user } = renderPage(
      {
        'GET /quick-messages': quickMessagePages([[record]]),
        'PUT /quick-messages/4': savedFrom(record),
        'DELETE /quick-messages/4/media-upload': () => ({
          status: 200,
          data: { ...record, message: 'Cardápio do dia', isMedia: false, mediaName: null, mediaPath: null },
        }),
      },
      colleague,
    );
    await screen.findByText('/cardapio');
    await user.click(screen.getByRole('button', { name: 'Editar /cardapio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar resposta rápida' });
    expect(within(dialog).getByLabelText('Atalho')).toHaveValue('cardapio');
    expect(within(dialog).queryByRole('switch', { name: 'Visível para toda a empresa' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Outros usuários podem editar' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('cardapio.jpg')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remover anexo' }));
    expect(within(dialog).queryByText('cardapio.jpg')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
    const message = within(dialog).getByLabelText('Resposta');
    await user.clear(message);
    await user.type(message, 'Cardápio do dia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Resposta rápida salva com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/quick-messages/4', body: { shortcode: 'cardapio', message: 'Cardápio do dia' } },
      { method: 'DELETE', url: '/quick-messages/4/media-upload' },
    ]);
    const row = screen.getByText('/cardapio').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Sem anexo')).toBeInTheDocument());
  });

  it("shows the author the reply's switches and replaces the attachment with one upload (no delete)", async () => {
    const record = makeQuickMessage({
      id: 6,
      shortcode: 'pix',
      userId: 7,
      geral: true,
      status: true,
      isMedia: true,
      mediaName: 'qr.png',
      mediaPath: '/quick-messages/6/media',
    });
    const { writes, user } = renderPage({
      'GET /quick-messages': quickMessagePages([[record]]),
      'PUT /quick-messages/6': savedFrom(record),
      'POST /quick-messages/6/media-upload': () => ({ status: 200, data: { ...record, mediaName: 'novo_qr.png' } }),
    });
    await screen.findByText('/pix');
    await user.click(screen.getByRole('button', { name: 'Editar /pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar resposta rápida' });
    expect(within(dialog).getByRole('switch', { name: 'Visível para toda a empresa' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Outros usuários podem editar' }));
    await user.upload(screen.getByTestId('quick-message-file'), new File(['png'], 'novo qr.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Resposta rápida salva com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/quick-messages/6', body: { shortcode: 'pix', message: record.message, geral: true, status: false } },
      { method: 'POST', url: '/quick-messages/6/media-upload', body: { typeArch: 'quickMessage', file: { name: 'novo qr.png', type: 'image/png' } } },
    ]);
  });

  it('keeps the dialog open when the upload fails, and saving again updates the reply just created', async () => {
    const created = makeQuickMessage({ id: 40, shortcode: 'audio', message: '', userId: 7 });
    let uploads = 0;
    const { writes, user } = renderPage({
      'GET /quick-messages': quickMessagePages([[]]),
      'POST /quick-messages': savedFrom(created),
      'PUT /quick-messages/40': savedFrom(created),
      'POST /quick-messages/40/media-upload': () => {
        uploads += 1;
        return uploads === 1 ? { status: 413, data: { error: 'ERR_PAYLOAD_TOO_LARGE' } } : { status: 200, data: { ...created, mediaName: 'aviso.mp3' } };
      },
    });
    await screen.findByText('Nenhuma resposta rápida encontrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar resposta rápida' });
    await user.type(within(dialog).getByLabelText('Atalho'), 'audio');
    await user.upload(screen.getByTestId('quick-message-file'), new File(['mp3'], 'aviso.mp3', { type: 'audio/mpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('O arquivo ou conteúdo enviado é grande demais.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar resposta rápida' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Resposta rápida salva com sucesso!')).toBeInTheDocument();
    expect(writes().map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /quick-messages',
      'POST /quick-messages/40/media-upload',
      'PUT /quick-messages/40',
      'POST /quick-messages/40/media-upload',
    ]);
  });
});
