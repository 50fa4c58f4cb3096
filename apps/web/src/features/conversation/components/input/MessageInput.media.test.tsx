import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeMicrophone } from '../../input/test/fake-microphone';
import { makeMessage } from '../../input/test/fixtures';
import { renderInput, sentOk, serve } from '../../input/test/render-input';

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });
const attachmentList = () => screen.getByRole('list', { name: 'Anexos' });

function pdf(name = 'proposta.pdf') {
  return new File(['%PDF-1.4 proposta'], name, { type: 'application/pdf' });
}

function photo(name = 'foto.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

// Typing through MUI inputs is slow in jsdom on a machine shared with other suites.
describe('MessageInput attachments', () => {
  it('lists files chosen with the paperclip, removes one, and sends the rest as multipart medias with the caption', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user } = renderInput({ replyingTo: makeMessage({ id: 99 }) });

    await user.upload(screen.getByLabelText('Arquivos para anexar'), [pdf(), photo()]);
    expect(within(attachmentList()).getByText('proposta.pdf')).toBeInTheDocument();
    expect(within(attachmentList()).getByText('foto.png')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Legenda (opcional)');

    await user.click(screen.getByRole('button', { name: 'Remover proposta.pdf' }));
    expect(within(attachmentList()).queryByText('proposta.pdf')).not.toBeInTheDocument();

    await user.type(messageBox(), 'Segue a foto');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    const form = sent()[0].form;
    expect(form).not.toBeNull();
    const medias = form?.getAll('medias') as File[];
    expect(medias.map((file) => [file.name, file.type])).toEqual([['foto.png', 'image/png']]);
    expect(form?.get('body')).toBe('*Ana Souza:*\nSegue a foto');
    expect(form?.get('fromMe')).toBe('true');
    expect(form?.get('quotedMsg')).toBe('99');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Anexos' })).not.toBeInTheDocument());
  });

  it('takes files dropped on the input area and sends them without a caption', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const { user } = renderInput();
    const files = [pdf('contrato.pdf'), photo('recibo.png')];

    fireEvent.drop(screen.getByTestId('message-input'), {
      dataTransfer: { files, types: ['Files'], items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })) },
    });

    expect(await within(await screen.findByRole('list', { name: 'Anexos' })).findByText('contrato.pdf')).toBeInTheDocument();
    expect(within(attachmentList()).getByText('recibo.png')).toBeInTheDocument();

    await user.type(messageBox(), '{Enter}');

    await waitFor(() => expect(sent()).toHaveLength(1));
    const form = sent()[0].form;
    expect((form?.getAll('medias') as File[]).map((file) => file.name)).toEqual(['contrato.pdf', 'recibo.png']);
    expect(form?.get('body')).toBe('');
  });

  it('leaves out files over 16 MB and says so', async () => {
    serve();
    const { user } = renderInput();
    const huge = new File([new Uint8Array(16 * 1024 * 1024 + 1)], 'video.mp4', { type: 'video/mp4' });

    await user.upload(screen.getByLabelText('Arquivos para anexar'), [huge, pdf()]);

    expect(await screen.findByText('Envie até 10 arquivos de até 16 MB cada.')).toBeInTheDocument();
    expect(within(attachmentList()).getByText('proposta.pdf')).toBeInTheDocument();
    expect(within(attachmentList()).queryByText('video.mp4')).not.toBeInTheDocument();
  });
});

describe('MessageInput voice notes', () => {
  it('shows the recording state and drops a recording under 10000 bytes', async () => {
    const { requests } = serve({ 'POST /messages/42': sentOk });
    const microphone = fakeMicrophone();
    const { user } = renderInput({ microphone });

    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    expect(await screen.findByRole('timer', { name: 'Tempo de gravação' })).toHaveTextContent('0:00');
    expect(microphone.isListening()).toBe(true);

    act(() => microphone.speak(0.3));
    await user.click(screen.getByRole('button', { name: 'Enviar áudio' }));

    expect(await screen.findByText('Áudio muito curto: não foi enviado.')).toBeInTheDocument();
    expect(microphone.stop).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
    expect(messageBox()).toBeEnabled();
  });

  it('sends a longer recording as an audio/mpeg medias file named audio-{timestamp}.mp3', async () => {
    const { sent } = serve({ 'POST /messages/42': sentOk });
    const microphone = fakeMicrophone(48_000);
    const { user, onCancelReply } = renderInput({ microphone, replyingTo: makeMessage({ id: 99 }) });

    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    await screen.findByRole('timer');
    act(() => microphone.speak(1.5));
    await user.click(screen.getByRole('button', { name: 'Enviar áudio' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    const form = sent()[0].form;
    const [audio] = form?.getAll('medias') as File[];
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.name).toMatch(/^audio-\d{13}\.mp3$/);
    expect(audio.size).toBeGreaterThan(10_000);
    const header = await firstBytes(audio, 3);
    // MPEG-1 Layer III frame sync, 128 kbps at 48 kHz.
    expect([...header]).toEqual([0xff, 0xfb, 0x94]);
    expect(form?.get('body')).toBe('');
    expect(form?.get('quotedMsg')).toBe('99');
    await waitFor(() => expect(onCancelReply).toHaveBeenCalledTimes(1));
  });

  it('cancels a recording: the microphone is released and nothing is sent', async () => {
    const { requests } = serve();
    const microphone = fakeMicrophone();
    const { user } = renderInput({ microphone });

    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    await screen.findByRole('timer');
    act(() => microphone.speak(2));
    await user.click(screen.getByRole('button', { name: 'Cancelar gravação' }));

    expect(microphone.stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(messageBox()).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('tells the attendant when the microphone cannot be used', async () => {
    serve();
    const denied = { start: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) };
    const { user } = renderInput({ microphone: denied });

    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));

    expect(await screen.findByText('Não foi possível acessar o microfone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeEnabled();
  });
});
