import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeMessage, makeTicket } from '../../input/test/fixtures';
import { holdRequests, renderInput, sentOk, serve } from '../../input/test/render-input';

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });

// Typing through MUI inputs is slow in jsdom on a machine shared with other suites.
describe('MessageInput text', () => {
  it('sends on Enter as JSON signed with the attendant name, then clears the box', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user } = renderInput();

    await user.type(messageBox(), 'Olá, tudo bem?{Enter}');

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].json).toEqual({ body: '*Ana Souza:*\nOlá, tudo bem?', fromMe: true, read: true });
    await waitFor(() => expect(messageBox()).toHaveValue(''));
  });

  it('sends the bare text once the sign-off is switched off, and remembers the choice', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user, unmount } = renderInput();
    const signSwitch = screen.getByRole('switch', { name: 'Assinar' });
    expect(signSwitch).toBeChecked();

    await user.click(signSwitch);
    await user.type(messageBox(), 'Sem assinatura{Enter}');

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].json).toMatchObject({ body: 'Sem assinatura' });
    expect(window.localStorage.getItem('signOption')).toBe('false');

    unmount();
    renderInput();
    expect(screen.getByRole('switch', { name: 'Assinar' })).not.toBeChecked();
  });

  it('sends nothing for an empty or whitespace-only text', async () => {
    const { requests } = serve({ 'POST /messages/42': sentOk });
    const { user } = renderInput();

    await user.type(messageBox(), '{Enter}');
    await user.type(messageBox(), '   {Enter}');

    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('starts a new line on Shift+Enter and sends the lines together on Enter', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user } = renderInput();

    await user.type(messageBox(), 'Primeira{Shift>}{Enter}{/Shift}Segunda');
    expect(messageBox()).toHaveValue('Primeira\nSegunda');
    expect(sent()).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Assinar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].json).toMatchObject({ body: 'Primeira\nSegunda' });
  });

  it('shows the message being answered, sends its id as quotedMsg and clears the reply', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user, onCancelReply } = renderInput({ replyingTo: makeMessage({ id: 99 }) });

    const reply = screen.getByRole('region', { name: 'Respondendo a' });
    expect(reply).toHaveTextContent('Carlos Cliente');
    expect(reply).toHaveTextContent('Qual o prazo de entrega?');

    await user.type(messageBox(), 'Amanhã{Enter}');

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].json).toEqual({ body: '*Ana Souza:*\nAmanhã', fromMe: true, read: true, quotedMsg: 99 });
    await waitFor(() => expect(onCancelReply).toHaveBeenCalledTimes(1));
  });

  it('names the attendant as the author of an own message and cancels the reply with the close button', async () => {
    serve();
    const { user, onCancelReply } = renderInput({ replyingTo: makeMessage({ fromMe: true, body: '', mediaType: 'image' }) });

    const reply = screen.getByRole('region', { name: 'Respondendo a' });
    expect(reply).toHaveTextContent('Você');
    expect(reply).toHaveTextContent('Imagem');
    await user.click(screen.getByRole('button', { name: 'Cancelar resposta' }));
    expect(onCancelReply).toHaveBeenCalledTimes(1);
  });

  it('keeps the text and shows the error when sending fails', async () => {
    serve({ 'POST /messages/42': () => ({ status: 400, data: { error: 'ERR_SENDING_WAPP_MSG' } }) });
    const { user } = renderInput();

    await user.type(messageBox(), 'Vai falhar{Enter}');

    expect(await screen.findByText('Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Vai falhar');
  });
});

describe('MessageInput disabled states', () => {
  const controls = () => [
    messageBox(),
    screen.getByRole('button', { name: 'Anexar arquivo' }),
    screen.getByRole('button', { name: 'Lista de arquivos' }),
    screen.getByRole('button', { name: 'Emojis' }),
    screen.getByRole('button', { name: 'Gravar áudio' }),
  ];

  it('disables text, attach, file list, emoji and record on a pending ticket and says why', () => {
    serve();
    renderInput({ ticket: makeTicket({ status: 'pending' }) });
    for (const control of controls()) expect(control).toBeDisabled();
    expect(messageBox()).toHaveAccessibleDescription('Aceite este ticket para responder.');
  });

  it('disables the controls on a closed ticket with its own hint', () => {
    serve();
    renderInput({ ticket: makeTicket({ status: 'closed' }) });
    for (const control of controls()) expect(control).toBeDisabled();
    expect(messageBox()).toHaveAccessibleDescription('Este ticket está resolvido. Reabra-o para enviar mensagens.');
  });

  it('enables everything on an open ticket without a hint', () => {
    serve();
    renderInput();
    for (const control of controls()) expect(control).toBeEnabled();
    expect(messageBox()).not.toHaveAccessibleDescription();
  });

  it('disables the controls while the message is being sent', async () => {
    const { user } = renderInput();
    const held = holdRequests({ status: 201, data: { messages: [] } });

    await user.type(messageBox(), 'Aguarde{Enter}');

    await waitFor(() => expect(held.pending()).toBe(1));
    expect(messageBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anexar arquivo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Emojis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviando' })).toBeDisabled();

    held.releaseAll();
    await waitFor(() => expect(messageBox()).toBeEnabled());
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveFocus();
  });
});
