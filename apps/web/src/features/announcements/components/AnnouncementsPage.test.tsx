import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { announcementPages, makeAnnouncement, serve, type RecordedRequest, type Routes } from '../test/serve';
import { serverEmit, listening } from '../../../test/live-socket';
import { AnnouncementsPage } from './AnnouncementsPage';

// Role queries over the MUI table are slow in jsdom; on a busy machine the default 1 s is not enough.

const EVENT = 'company-announcement';
const root = makeUser({ id: 1, profile: 'admin', super: true });

function renderPage(routes: Routes) {
  const server = serve(routes);
  renderWithApp(<AnnouncementsPage />, { route: '/announcements', auth: fakeAuth(root) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const listQueries = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/announcements').map((r) => r.params);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const json = (data: unknown) => () => ({ status: 200, data });
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as Record<string, unknown>;

describe('AnnouncementsPage', () => {
  it("lists title, a coloured priority chip, status and the picture's name, and searches lowercased after 500 ms", async () => {
    const { requests, user } = renderPage({
      'GET /announcements': announcementPages([
        [
          makeAnnouncement({ id: 1, title: 'Queda do sistema', priority: 1, mediaName: 'alerta.png', mediaPath: '/public/announcements/a.png' }),
          makeAnnouncement({ id: 2, title: 'Nova versão', priority: 2, status: false }),
          makeAnnouncement({ id: 3, title: 'Feriado', text: 'Atendimento reduzido', priority: 3 }),
        ],
      ]),
    });

    expect(await screen.findByRole('heading', { name: 'Informativos' })).toBeInTheDocument();
    const high = await rowOf('Queda do sistema');
    expect(within(high).getByText('Alta').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(high).getByText('Ativo')).toBeInTheDocument();
    expect(within(high).getByText('alerta.png')).toBeInTheDocument();
    const medium = await rowOf('Nova versão');
    expect(within(medium).getByText('Média').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(medium).getByText('Inativo')).toBeInTheDocument();
    expect(within(medium).getByText('Sem anexo')).toBeInTheDocument();
    expect(
      within(await rowOf('Feriado'))
        .getByText('Baixa')
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorDefault');
    expect(listQueries(requests)).toEqual([{ searchParam: '', pageNumber: 1 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'REDUZIDO');
    await waitFor(() => expect(screen.queryByText('Queda do sistema')).not.toBeInTheDocument());
    expect(await screen.findByText('Feriado')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: 'reduzido', pageNumber: 1 },
    ]);
  });

  it('loads the next page when scrolled within 100 px of the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeAnnouncement({ id: i + 1, title: `Aviso ${String(i + 1).padStart(2, '0')}` }));
    const { requests } = renderPage({ 'GET /announcements': announcementPages([first, [makeAnnouncement({ id: 21, title: 'Último aviso' })]]) });
    await screen.findByText('Aviso 20');

    const scroller = screen.getByTestId('announcements-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    fireEvent.scroll(scroller, { target: { scrollTop: 520 } });

    expect(await screen.findByText('Último aviso')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: '', pageNumber: 2 },
    ]);
  });

  it('adds an announcement: title and text required, priority 3 and active by default, then uploads the picture', async () => {
    const created = makeAnnouncement({ id: 9, title: 'Pix fora do ar', text: 'Use boleto hoje.', priority: 1 });
    const withPicture = { ...created, mediaName: 'aviso.png', mediaPath: '/public/announcements/b.png' };
    const { writes, user } = renderPage({
      'GET /announcements': announcementPages([[]]),
      'POST /announcements': (config) => ({ status: 201, data: { ...created, ...bodyOf(config) } }),
      'POST /announcements/9/media-upload': json(withPicture),
    });
    await screen.findByText('Nenhum informativo encontrado.');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar informativo' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Ativo');
    expect(within(dialog).getByRole('combobox', { name: 'Prioridade' })).toHaveTextContent('Baixa');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(within(dialog).getAllByText('Obrigatório')).toHaveLength(2));
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('textbox', { name: 'Título' }));
    await user.paste('Pix fora do ar');
    await user.click(within(dialog).getByRole('textbox', { name: 'Texto' }));
    await user.paste('Use boleto hoje.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Prioridade' }));
    await user.click(await screen.findByRole('option', { name: 'Alta' }));

    const input = within(dialog).getByTestId('announcement-file');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    // The picker's accept list is only a hint to the browser: a file of another kind is refused here too.
    await userEvent.setup({ delay: null, applyAccept: false }).upload(input, new File(['GIF89a'], 'animado.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Escolha uma imagem .png, .jpg ou .jpeg')).toBeInTheDocument();
    expect(within(dialog).queryByText('animado.gif')).not.toBeInTheDocument();
    await user.upload(input, new File(['png'], 'aviso.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('aviso.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('Escolha uma imagem .png, .jpg ou .jpeg')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar informativo' })).not.toBeInTheDocument());
    expect(writes()).toEqual([
      { method: 'POST', url: '/announcements', body: { title: 'Pix fora do ar', text: 'Use boleto hoje.', priority: 1, status: true } },
      { method: 'POST', url: '/announcements/9/media-upload', body: { file: { name: 'aviso.png', type: 'image/png' } } },
    ]);
    const row = await rowOf('Pix fora do ar');
    expect(within(row).getByText('aviso.png')).toBeInTheDocument();
    expect(within(row).getByText('Alta')).toBeInTheDocument();
  });

  it('edits an announcement: the form starts from it; deactivating and removing the picture', async () => {
    const record = makeAnnouncement({ id: 4, title: 'Promoção', priority: 2, mediaName: 'promo.jpg', mediaPath: '/public/announcements/c.jpg' });
    const { writes, user } = renderPage({
      'GET /announcements': announcementPages([[record]]),
      'PUT /announcements/4': (config) => ({ status: 200, data: { ...record, ...bodyOf(config) } }),
      'DELETE /announcements/4/media-upload': json({ ...record, title: 'Promoção de março', status: false, mediaName: null, mediaPath: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar informativo' });
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Promoção');
    expect(within(dialog).getByRole('combobox', { name: 'Prioridade' })).toHaveTextContent('Média');
    expect(within(dialog).getByText('promo.jpg')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), ' de março');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remover anexo' }));
    expect(within(dialog).queryByText('promo.jpg')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const row = await rowOf('Promoção de março');
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(within(row).getByText('Sem anexo')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/announcements/4', body: { title: 'Promoção de março', text: record.text, priority: 2, status: false } },
      { method: 'DELETE', url: '/announcements/4/media-upload' },
    ]);
  });

  it('deletes after the "Exclusão de Registro" confirmation', async () => {
    const { writes, user } = renderPage({
      'GET /announcements': announcementPages([[makeAnnouncement({ id: 1, title: 'Fica' }), makeAnnouncement({ id: 2, title: 'Sai' })]]),
      'DELETE /announcements/2': json({ message: 'Announcement deleted' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir Sai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Informativo excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sai')).not.toBeInTheDocument());
    expect(screen.getByText('Fica')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/announcements/2' }]);
  });

  it('applies live company-announcement events', async () => {
    renderPage({ 'GET /announcements': announcementPages([[makeAnnouncement({ id: 1, title: 'Primeiro' })]]) });
    await screen.findByText('Primeiro');
    await waitFor(() => expect(listening(EVENT)).toBe(true));

    await serverEmit(EVENT, { action: 'create', announcement: makeAnnouncement({ id: 5, title: 'Chegou agora', priority: 1 }) });
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    await serverEmit(EVENT, { action: 'update', announcement: makeAnnouncement({ id: 5, title: 'Chegou agora', priority: 1, status: false }) });
    expect(within(await rowOf('Chegou agora')).getByText('Inativo')).toBeInTheDocument();
    await serverEmit(EVENT, { action: 'delete', announcementId: 1 });
    await waitFor(() => expect(screen.queryByText('Primeiro')).not.toBeInTheDocument());
  });
});
