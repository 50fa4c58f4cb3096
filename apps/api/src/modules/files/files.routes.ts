import { Router } from 'express';
import { isAdmin } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { accept, idParam } from '../../http/validate.js';
import { loadFileListDto } from './files.queries.js';
import { fileListListSchema, fileListSchema, fileListUpdateSchema, fileListUploadSchema } from './files.schemas.js';
import { sendableUpload, uploadedFiles } from './files.upload.js';
import { createFileList, deleteFileList, listFileLists, updateFileList } from './manage-file-lists.js';
import { findFileListMedia, uploadFileListFiles } from './upload-file-list-files.js';

/**
 * /files (§7 'Files'): the company's file lists. Every user reads them (they are sent in tickets); admins
 * write them (the menu shows them to admins), 403 for others before any body or upload is read.
 */
export const filesRoutes = Router();

const adminsOnly = (req: { ctx: Parameters<typeof isAdmin>[0] }, _res: unknown, next: () => void) => {
  authorize(isAdmin(req.ctx));
  next();
};

filesRoutes.get('/', accept({ query: fileListListSchema }), async (req, res) => {
  res.json(await listFileLists(req.ctx, req.query));
});

filesRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await loadFileListDto(req.ctx, idParam(req.params.id)));
});

filesRoutes.get('/:id/options/:optionId/media', accept({}), async (req, res) => {
  await sendStoredFile(res, await findFileListMedia(req.ctx, idParam(req.params.id), idParam(req.params.optionId)));
});

filesRoutes.post('/', adminsOnly, accept({ body: fileListSchema }), async (req, res) => {
  res.status(201).json(await createFileList(req.ctx, req.body));
});

filesRoutes.put('/:id', adminsOnly, accept({ body: fileListUpdateSchema }), async (req, res) => {
  res.json(await updateFileList(req.ctx, idParam(req.params.id), req.body));
});

filesRoutes.delete('/:id', adminsOnly, accept({}), async (req, res) => {
  await deleteFileList(req.ctx, idParam(req.params.id));
  res.json({ message: 'File list deleted' });
});

filesRoutes.post('/uploadList/:id', adminsOnly, sendableUpload('files'), accept({ body: fileListUploadSchema }), async (req, res) => {
  res.json(await uploadFileListFiles(req.ctx, idParam(req.params.id), uploadedFiles(req), req.body));
});
