import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeQuickMessage } from '../../input/test/fixtures';
import { renderInput, sentOk, serve } from '../../input/test/render-input';

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });
const options = () => within(screen.getByRole('listbox', { name: 'Respostas rápidas' })).getAllByRole('option');

const GREETING = 'Bom dia! Como posso ajudar você hoje? Estamos à disposição.';
const quickMessages = [
  makeQuickMessage({ id: 1, shortcode: 'bomdia', message: GREETING }),
  makeQuickMessage({ id: 2, shortcode: 'boleto', message: 'Segue o boleto atualizado.' }),
  makeQuickMessage({ id: 3, shortcode: 'horario', message: 'Atendemos das 8h às 18h.' }),
  makeQuickMessage({
    id: 4,
    shortcode: 'tabela',
    message: 'Nossa tabela de preços',
    isMedia: true,
    mediaPath: '/quick-messages/4/media',
    mediaName: 'tabela.pdf',
  }),
];

function serveQuickMessages() {
  return serve({
    'GET /quick-messages/list': () => ({ status: 200, data: quickMessages }),
    'GET /quick-messages/4/media': () => ({ status: 200, data: new Blob(['%PDF-1.4 tabela'], { type: 'application/pdf' }) }),
    'POST /messages/42': sentOk,
  });
}

// Typing through MUI inputs is slow in jsdom on a machine shared with other suites.
describe('MessageInput quick replies', () => {
  it('suggests the quick messages whose shortcode matches, labelled /shortcode - message cut at 35 characters', async () => {
    const { requests } = serveQuickMessages();
    const { user } = renderInput();

    await user.type(messageBox(), '/');
    await waitFor(() => expect(requests.some((request) => request.url === '/quick-messages/list')).toBe(true));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/quick-messages/list')?.params).toEqual({ companyId: 3, userId: 7 });

    await user.type(messageBox(), 'bo');

    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options().map((option) => option.textContent)).toEqual([`/bomdia - ${GREETING.slice(0, 35)}...`, '/boleto - Segue o boleto atualizado.']);
    expect(GREETING.slice(0, 35)).toBe('Bom dia! Como posso ajudar você hoj');

    await user.type(messageBox(), 'l');
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['/boleto - Segue o boleto atualizado.']));
  });

  it('moves with the arrows and puts the chosen message in the box on Enter without sending', async () => {
    const { sent } = serveQuickMessages();
    const { user } = renderInput();

    await user.type(messageBox(), '/bo');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(messageBox()).toHaveValue('Segue o boleto atualizado.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('closes on Escape until the text changes, and a click chooses too', async () => {
    serveQuickMessages();
    const { user } = renderInput();

    await user.type(messageBox(), '/hor');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(messageBox(), 'a');
    await user.click(options()[0]);
    expect(messageBox()).toHaveValue('Atendemos das 8h às 18h.');
  });

  it('attaches the file of a quick message with media, fetched with the token, and sends it', async () => {
    window.localStorage.setItem('token', 'token-da-ana');
    const { requests, sent } = serveQuickMessages();
    const { user } = renderInput();

    await user.type(messageBox(), '/tab');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Enter}');

    expect(await within(await screen.findByRole('list', { name: 'Anexos' })).findByText('tabela.pdf')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/quick-messages/4/media')?.authorization).toBe('Bearer token-da-ana');
    expect(messageBox()).toHaveValue('Nossa tabela de preços');

    await waitFor(() => expect(messageBox()).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: 'Assinar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const form = sent()[0].form;
    expect((form?.getAll('medias') as File[]).map((file) => [file.name, file.type])).toEqual([['tabela.pdf', 'application/pdf']]);
    expect(form?.get('body')).toBe('Nossa tabela de preços');
  });
});
