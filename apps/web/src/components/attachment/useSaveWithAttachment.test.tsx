import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSaveWithAttachment, type AttachmentSaveApi } from './useSaveWithAttachment';

interface Row {
  id: number;
  text: string;
  mediaPath: string | null;
  mediaName: string | null;
}

const row = (overrides: Partial<Row> = {}): Row => ({ id: 7, text: 'oi', mediaPath: null, mediaName: null, ...overrides });

/** An in-memory resource: records what was called, answers like the API would. */
function memoryApi({ failUpload = false } = {}) {
  const calls: string[] = [];
  const api: AttachmentSaveApi<Row, { text: string }> = {
    create: async (input) => (calls.push(`create ${input.text}`), row({ id: 9, ...input })),
    update: async (id, input) => (calls.push(`update ${id} ${input.text}`), row({ id, ...input })),
    upload: async (id, file) => {
      calls.push(`upload ${id} ${file.name}`);
      if (failUpload) throw new Error('upload failed');
      return row({ id, mediaPath: `/media/${file.name}`, mediaName: file.name });
    },
    removeMedia: async (id) => (calls.push(`removeMedia ${id}`), row({ id })),
  };
  return { api, calls };
}

describe('useSaveWithAttachment', () => {
  it('creates the record, then uploads the chosen file; onSaved hears both states, the first as new', async () => {
    const { api, calls } = memoryApi();
    const { result } = renderHook(() => useSaveWithAttachment<Row, { text: string }>(null, api, (name) => name.replace(/\s/g, '_')));
    act(() => result.current.choose(new File(['x'], 'tabela de preços.pdf')));
    expect(result.current.name).toBe('tabela_de_preços.pdf');
    const onSaved = vi.fn();
    await act(() => result.current.save({ text: 'novo' }, onSaved));
    expect(calls).toEqual(['create novo', 'upload 9 tabela de preços.pdf']);
    expect(onSaved.mock.calls.map(([saved, isNew]) => [saved.mediaName, isNew])).toEqual([
      [null, true],
      ['tabela de preços.pdf', false],
    ]);
  });

  it('after a failed upload, saving again updates the record it created instead of adding a twin', async () => {
    const { api, calls } = memoryApi({ failUpload: true });
    const { result } = renderHook(() => useSaveWithAttachment<Row, { text: string }>(null, api));
    act(() => result.current.choose(new File(['x'], 'a.png')));
    await act(() => expect(result.current.save({ text: 'novo' }, vi.fn())).rejects.toThrow('upload failed'));
    await act(() => expect(result.current.save({ text: 'novo' }, vi.fn())).rejects.toThrow('upload failed'));
    expect(calls).toEqual(['create novo', 'upload 9 a.png', 'update 9 novo', 'upload 9 a.png']);
  });

  it('removes the saved file only when the record has one; a file chosen after a removal is uploaded', async () => {
    const withFile = memoryApi();
    const saved = renderHook(() => useSaveWithAttachment<Row, { text: string }>(row({ mediaPath: '/media/a.png', mediaName: 'a.png' }), withFile.api));
    expect(saved.result.current.name).toBe('a.png');
    act(() => saved.result.current.remove());
    expect(saved.result.current.name).toBeNull();
    await act(() => saved.result.current.save({ text: 'x' }, vi.fn()));
    expect(withFile.calls).toEqual(['update 7 x', 'removeMedia 7']);

    const without = memoryApi();
    const bare = renderHook(() => useSaveWithAttachment<Row, { text: string }>(row(), without.api));
    act(() => bare.result.current.remove());
    await act(() => bare.result.current.save({ text: 'y' }, vi.fn()));
    act(() => bare.result.current.choose(new File(['x'], 'b.png')));
    expect(bare.result.current.name).toBe('b.png');
    await act(() => bare.result.current.save({ text: 'z' }, vi.fn()));
    expect(without.calls).toEqual(['update 7 y', 'update 7 z', 'upload 7 b.png']);
  });
});
