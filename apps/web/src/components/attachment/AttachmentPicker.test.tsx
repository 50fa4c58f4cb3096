import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { AttachmentPicker } from './AttachmentPicker';

const TEXTS = { attach: 'Anexar', replace: 'Trocar anexo', remove: 'Remover anexo', refused: 'Só imagens' };

function renderPicker(name: string | null, accepts?: (fileName: string) => boolean) {
  const onChoose = vi.fn();
  const onRemove = vi.fn();
  render(<AttachmentPicker name={name} onChoose={onChoose} onRemove={onRemove} icon={<AttachFileOutlined />} texts={TEXTS} accepts={accepts} testId="file" />);
  return { user: userEvent.setup({ delay: null }), onChoose, onRemove };
}

describe('AttachmentPicker', () => {
  it('offers Anexar while there is no file, and hands over each chosen file, the same one again too', async () => {
    const { user, onChoose } = renderPicker(null);
    expect(screen.getByRole('button', { name: 'Anexar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover anexo' })).not.toBeInTheDocument();
    const file = new File(['x'], 'nota.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('file'), file);
    await user.upload(screen.getByTestId('file'), file);
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(onChoose).toHaveBeenLastCalledWith(file);
  });

  it('shows the file name with Trocar anexo and a remove button', async () => {
    const { user, onRemove } = renderPicker('nota.pdf');
    expect(screen.getByText('nota.pdf')).toHaveAttribute('title', 'nota.pdf');
    expect(screen.getByRole('button', { name: 'Trocar anexo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover anexo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('refuses a file `accepts` turns down with the refusal text, which an accepted file clears', async () => {
    const { user, onChoose } = renderPicker(null, (fileName) => fileName.endsWith('.png'));
    // applyAccept off: the browser's accept list is only a hint, the user may pick any file.
    const free = userEvent.setup({ delay: null, applyAccept: false });
    await free.upload(screen.getByTestId('file'), new File(['x'], 'nota.pdf'));
    expect(screen.getByText('Só imagens')).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
    await user.upload(screen.getByTestId('file'), new File(['x'], 'foto.png'));
    expect(screen.queryByText('Só imagens')).not.toBeInTheDocument();
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
