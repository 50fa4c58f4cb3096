import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeMessage, makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { renderConversation } from '../test/render-conversation';
import { objectUrls } from '../../../test/object-urls';

const { created, revoked } = objectUrls;

beforeEach(() => {
  localStorage.setItem('token', 'tok-ana');
});

const file = (text: string, type: string) => new Blob([text], { type });
const bubble = (id: number) => screen.getAllByTestId('message').find((m) => m.id === `message-${id}`) as HTMLElement;
/** The object URL made from the file served at this path. */
const urlOf = (path: string) => created.find((c) => c.blob === files[path])?.url;

let files: Record<string, Blob> = {};

function serveMedia() {
  files = {
    '/messages/media/1': file('picture', 'image/jpeg'),
    '/messages/media/2': file('audio', 'audio/ogg'),
    '/messages/media/3': file('video', 'video/mp4'),
    '/messages/media/4': file('pdf', 'application/pdf'),
    '/messages/media/5': file('sticker', 'image/webp'),
  };
  return serveConversation({
    ticket: makeTicket(),
    media: files,
    pages: [
      {
        messages: [
          makeMessage(1, { mediaType: 'image', mediaUrl: '/messages/media/1', filename: 'foto.jpg', mimetype: 'image/jpeg', body: 'Legenda da foto' }),
          makeMessage(2, { mediaType: 'audio', mediaUrl: '/messages/media/2', mimetype: 'audio/ogg', body: '' }),
          makeMessage(3, { mediaType: 'video', mediaUrl: '/messages/media/3', mimetype: 'video/mp4', body: '', fromMe: true, ack: 2 }),
          makeMessage(4, { mediaType: 'application', mediaUrl: '/messages/media/4', filename: 'contrato.pdf', mimetype: 'application/pdf', body: '' }),
          makeMessage(5, { mediaType: 'sticker', mediaUrl: '/messages/media/5', mimetype: 'image/webp', body: '' }),
          makeMessage(6, { mediaType: 'locationMessage', body: 'https://maps.google.com/maps?q=-23.55052%2C-46.633308&z=17\nPraça da Sé\nSé, São Paulo - SP' }),
          makeMessage(7, {
            mediaType: 'vcard',
            body: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Pereira\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD',
          }),
          makeMessage(8, { mediaType: 'call_log', body: 'Chamada de voz recebida' }),
          makeMessage(9, { mediaType: 'image', mediaUrl: '/messages/media/9', mimetype: 'image/png', body: '' }),
        ],
        hasMore: false,
      },
    ],
  });
}

describe('TicketConversation: media', () => {
  it('shows pictures, stickers, audio and video from media fetched with the token, and frees them on close', async () => {
    const { requests } = serveMedia();
    const { user, unmount } = renderConversation();

    const picture = await within(await waitFor(() => bubble(1))).findByRole('img', { name: 'foto.jpg' });
    expect(picture).toHaveAttribute('src', urlOf('/messages/media/1'));
    expect(bubble(1)).toHaveTextContent('Legenda da foto');
    expect(await within(bubble(5)).findByRole('img', { name: 'Figurinha' })).toHaveAttribute('src', urlOf('/messages/media/5'));
    await waitFor(() => expect(bubble(2).querySelector('audio')).toHaveAttribute('src', urlOf('/messages/media/2')));
    await waitFor(() => expect(bubble(3).querySelector('video')).toHaveAttribute('src', urlOf('/messages/media/3')));
    expect(await within(bubble(9)).findByText('Não foi possível carregar a mídia')).toBeInTheDocument();

    const mediaRequests = requests.filter((r) => r.url.startsWith('/messages/media/'));
    expect(mediaRequests.map((r) => r.url).sort()).toEqual([
      '/messages/media/1',
      '/messages/media/2',
      '/messages/media/3',
      '/messages/media/5',
      '/messages/media/9',
    ]);
    expect(new Set(mediaRequests.map((r) => r.authorization))).toEqual(new Set(['Bearer tok-ana']));

    // A click opens the picture large.
    await user.click(within(bubble(1)).getByRole('button', { name: 'Ampliar imagem' }));
    const viewer = await screen.findByRole('dialog', { name: 'foto.jpg' });
    expect(within(viewer).getByRole('img', { name: 'foto.jpg' })).toHaveAttribute('src', urlOf('/messages/media/1'));
    await user.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    expect([...revoked].sort()).toEqual(created.map((c) => c.url).sort());
  });

  it('downloads a document only when asked, under its file name', async () => {
    const { requests } = serveMedia();
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const { user } = renderConversation();
    const documentBubble = await waitFor(() => bubble(4));
    expect(documentBubble).toHaveTextContent('contrato.pdf');
    expect(requests.some((r) => r.url === '/messages/media/4')).toBe(false);

    await user.click(within(documentBubble).getByRole('button', { name: 'Baixar contrato.pdf' }));
    await waitFor(() => expect(clicks).toEqual([{ href: urlOf('/messages/media/4'), download: 'contrato.pdf' }]));
    expect(requests.filter((r) => r.url === '/messages/media/4').map((r) => r.authorization)).toEqual(['Bearer tok-ana']);
  });

  it('shows a location with a map link, a contact card and a call record', async () => {
    serveMedia();
    renderConversation();
    const location = await waitFor(() => bubble(6));
    expect(location).toHaveTextContent('Praça da Sé');
    expect(location).toHaveTextContent('Sé, São Paulo - SP');
    const map = within(location).getByRole('link', { name: 'Visualizar' });
    expect(map).toHaveAttribute('href', 'https://maps.google.com/maps?q=-23.55052,-46.633308&z=17');
    expect(map).toHaveAttribute('target', '_blank');

    expect(bubble(7)).toHaveTextContent('João Pereira');
    expect(bubble(7)).toHaveTextContent('+55 11 98888-7777');
    expect(bubble(7)).not.toHaveTextContent('BEGIN:VCARD');

    expect(bubble(8)).toHaveTextContent('Chamada de voz recebida');
    expect(within(bubble(8)).getByTestId('PhoneMissedIcon')).toBeInTheDocument();
  });
});
