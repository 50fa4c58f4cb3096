import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeConnection, sessionEvent } from '../test/fixtures';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { QrCodeModal } from './QrCodeModal';

function open(connection: WhatsappDTO, stored: Partial<WhatsappDTO> = {}) {
  const { adapter, calls } = fakeAdapter((config) => {
    if (config.method === 'get' && config.url === `/whatsapp/${connection.id}`) return { status: 200, data: { ...connection, ...stored } };
    if (config.method === 'post' && config.url === `/sandbox/${connection.id}/scan`) return { status: 200, data: { status: 'CONNECTED' } };
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  const onClose = vi.fn();
  renderWithApp(<QrCodeModal connection={connection} onClose={onClose} />, { auth: fakeAuth(makeUser()) });
  return { onClose, calls, user: userEvent.setup({ delay: null }) };
}

const svgOf = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: 'QR Code da conexão' }).innerHTML;

describe('QrCodeModal', () => {
  it('shows the four numbered steps and the QR code of the session', async () => {
    open(makeConnection({ id: 4, status: 'qrcode', qrcode: 'first-qr' }));
    const dialog = await screen.findByRole('dialog', { name: /QR Code/ });
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      '1Abra o WhatsApp no seu celular',
      '2Toque em Mais opções ou Configurações',
      '3Toque em Aparelhos conectados e, em seguida, em Conectar um aparelho',
      '4Aponte seu celular para esta tela para capturar o QR Code',
    ]);
    expect(within(dialog).getByRole('img', { name: 'QR Code da conexão' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Waiting for QR Code')).not.toBeInTheDocument();
  });

  it('waits for a QR code, then draws each new one the session reports', async () => {
    open(makeConnection({ id: 4, status: 'OPENING', qrcode: '' }));
    const dialog = await screen.findByRole('dialog', { name: /QR Code/ });
    expect(within(dialog).getByText('Waiting for QR Code')).toBeInTheDocument();
    await waitFor(() => expect(listening('company-3-whatsappSession')).toBe(true));

    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(4, 'qrcode', 'round-1'));
    expect(await within(dialog).findByRole('img', { name: 'QR Code da conexão' })).toBeInTheDocument();
    const first = svgOf(dialog);
    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(4, 'qrcode', 'round-2-is-a-different-code'));
    await waitFor(() => expect(svgOf(dialog)).not.toBe(first));
    expect(within(dialog).queryByText('Waiting for QR Code')).not.toBeInTheDocument();
  });

  it('closes by itself when the session QR code empties, and ignores other connections', async () => {
    const { onClose } = open(makeConnection({ id: 4, status: 'qrcode', qrcode: 'qr' }));
    await screen.findByRole('dialog', { name: /QR Code/ });
    await waitFor(() => expect(listening('company-3-whatsappSession')).toBe(true));

    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(8, 'CONNECTED'));
    expect(onClose).not.toHaveBeenCalled();
    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(4, 'CONNECTED'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets a sandbox connection simulate the scan', async () => {
    const { calls, user } = open(makeConnection({ id: 4, provider: 'sandbox', status: 'qrcode', qrcode: 'qr' }));
    const dialog = await screen.findByRole('dialog', { name: /QR Code/ });
    await user.click(within(dialog).getByRole('button', { name: 'Simular leitura' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/sandbox/4/scan' })));
  });

  it('shows no scan button for a WhatsApp (beta) connection', async () => {
    open(makeConnection({ id: 5, provider: 'beta', status: 'qrcode', qrcode: 'qr' }));
    const dialog = await screen.findByRole('dialog', { name: /QR Code/ });
    expect(within(dialog).queryByRole('button', { name: 'Simular leitura' })).not.toBeInTheDocument();
  });
});
