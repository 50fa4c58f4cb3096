import { describe, expect, it } from 'vitest';
import { createFileList, deleteFileList, fetchFileListOptions, fetchFileLists, updateFileList, uploadFileListFiles } from '../resources/files/api';
import { expectChecked } from './kit';

describe('file list fetchers against the API', () => {
  it('create, upload, read (a page and every list) and update answer the file list DTOs', async () => {
    const created = await createFileList({ name: 'Catálogo contrato', message: 'Veja nossos produtos' });
    expect(created).toMatchObject({ name: 'Catálogo contrato', options: [] });
    const pdf = new File(['%PDF-1.4\n% contrato\n'], 'precos.pdf', { type: 'application/pdf' });
    const uploaded = await uploadFileListFiles(created.id, [{ file: pdf, name: 'Tabela de preços', optionId: null }]);
    expect(uploaded.options).toEqual([expect.objectContaining({ name: 'Tabela de preços', path: 'precos.pdf', mediaType: 'application/pdf' })]);
    expect((await fetchFileLists({ searchParam: 'catálogo contrato', pageNumber: 1 })).rows.map((list) => list.id)).toEqual([created.id]);
    expect((await fetchFileListOptions()).map((list) => list.id)).toContain(created.id);
    const renamed = await updateFileList(created.id, {
      name: 'Catálogo contrato 2',
      message: 'Veja',
      options: [{ id: uploaded.options[0].id, name: 'Preços' }],
    });
    expect(renamed.options).toEqual([expect.objectContaining({ id: uploaded.options[0].id, name: 'Preços' })]);
    await deleteFileList(created.id);
    expectChecked('POST /files', `POST /files/uploadList/${created.id}`, 'GET /files', `PUT /files/${created.id}`);
  });
});
