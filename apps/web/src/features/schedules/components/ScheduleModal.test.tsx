import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ContactRefDTO, ScheduleDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { contact, contactDto, makeSchedule } from '../test/fixtures';
import { serve, type Routes } from '../../../test/serve-routes';
import { ScheduleModal } from './ScheduleModal';

function renderModal(schedule: ScheduleDTO | null, routes: Routes = {}, presetContact: ContactRefDTO | null = null) {
  const server = serve(routes);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<ScheduleModal open schedule={schedule} presetContact={presetContact} onClose={onClose} onSaved={onSaved} />, {
    auth: fakeAuth(makeUser()),
  });
  return { ...server, onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });

/** Waits past a request on a busy machine (the default 1 s is tight when tests run side by side). */
const SLOW = { timeout: 5000 };

describe('ScheduleModal', () => {
  it('shows §5\'s texts: "Obrigatório" for the contact and "Mensagem muito curta" for a short body; nothing is sent', async () => {
    const { user, requests } = renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' }, SLOW);
    await user.type(within(dialog).getByLabelText('Mensagem'), 'oi');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeInTheDocument();
    expect(within(dialog).getByText('Obrigatório')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Data do envio'), { target: { value: '' } });
    fireEvent.blur(within(dialog).getByLabelText('Data do envio'));
    await waitFor(() => expect(within(dialog).getAllByText('Obrigatório')).toHaveLength(2), SLOW);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('creates a schedule for a searched contact one hour ahead, then uploads its picture', async () => {
    const created = makeSchedule({ id: 21, contact: contact(4, 'Carla Dias'), contactId: 4 });
    const { user, writes, onSaved, requests } = renderModal(null, {
      'GET /contacts': () => ({ status: 200, data: { contacts: [contactDto(4, 'Carla Dias')], hasMore: false, count: 1 } }),
      'POST /schedules': () => ({ status: 201, data: created }),
      'POST /schedules/21/media-upload': () => ({ status: 200, data: { ...created, mediaName: 'foto.png' } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' }, SLOW);
    await user.type(within(dialog).getByLabelText('Contato'), 'Car');
    await waitFor(() => expect(requests.some((r) => r.url === '/contacts' && r.params?.searchParam === 'Car')).toBe(true), SLOW);
    await user.click(await screen.findByRole('option', { name: /Carla Dias/ }, SLOW));
    await user.click(within(dialog).getByLabelText('Mensagem'));
    await user.paste('Olá {{firstName}}, sua consulta é amanhã');
    await user.upload(within(dialog).getByTestId('schedule-file'), png());
    expect(within(dialog).getByText('foto.png')).toBeInTheDocument();
    const sendAt = (within(dialog).getByLabelText('Data do envio') as HTMLInputElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Agendamento salvo com sucesso!', {}, SLOW)).toBeInTheDocument();
    const [post, upload] = writes();
    expect(post).toEqual({
      method: 'POST',
      url: '/schedules',
      body: { body: 'Olá {{firstName}}, sua consulta é amanhã', contactId: 4, sendAt: dayjs(sendAt).toISOString() },
    });
    expect(upload.url).toBe('/schedules/21/media-upload');
    expect(upload.body).toEqual({ file: { name: 'foto.png', type: 'image/png' } });
    expect(onSaved).toHaveBeenCalled();
  });

  it('refuses an attachment that is not .png, .jpg or .jpeg', async () => {
    renderModal(makeSchedule());
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByTestId('schedule-file');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    // The browser's picker honours accept; a file dropped in by other means must still be refused.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Apenas imagens .png, .jpg ou .jpeg podem ser anexadas.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByText('anim.gif')).not.toBeInTheDocument();
  });

  it('shows a sent schedule read-only, titled "Mensagem Enviada", without a save button', async () => {
    const sent = makeSchedule({ status: 'ENVIADA', sentAt: '2026-05-01T13:30:00.000Z', mediaName: 'foto.png', mediaPath: '/schedules/10/media' });
    renderModal(sent);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem Enviada' }, SLOW);
    expect(within(dialog).getByLabelText('Mensagem')).toBeDisabled();
    expect(within(dialog).getByLabelText('Data do envio')).toBeDisabled();
    expect(within(dialog).getByLabelText('Contato')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Anexar imagem' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(`Enviada em ${dayjs('2026-05-01T13:30:00.000Z').format('DD/MM/YYYY HH:mm')}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('titles a failed schedule "Erro de Envio" and lets it be saved again', async () => {
    const failed = makeSchedule({ status: 'ERRO' });
    renderModal(failed);
    const dialog = await screen.findByRole('dialog', { name: 'Erro de Envio' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('removes the saved picture after confirming', async () => {
    const withPicture = makeSchedule({ mediaName: 'foto.png', mediaPath: '/schedules/10/media' });
    const { user, writes } = renderModal(withPicture, {
      'DELETE /schedules/10/media-upload': () => ({ status: 200, data: { ...withPicture, mediaName: null, mediaPath: null } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem Agendada' }, SLOW);
    const chip = within(dialog).getByText('foto.png').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir anexo' }, SLOW);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Anexo excluído com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByText('foto.png')).not.toBeInTheDocument();
    expect(writes().map((w) => `${w.method} ${w.url}`)).toEqual(['DELETE /schedules/10/media-upload']);
  });
});
