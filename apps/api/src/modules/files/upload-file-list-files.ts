import type { FileListDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { removeStoredFile, removeStoredFileAfterCommit, saveCompanyFile, storagePath } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { FileList, FileListOption } from '../../models/index.js';
import { loadFileListDto, lockFileList, publishFileList } from './files.queries.js';
import type { FileListUploadInput } from './files.schemas.js';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/**
 * POST /files/uploadList/:id: each file is stored under the company (random name) and becomes the file of
 * the option named by the same position's `id` (replacing its previous file, removed after the commit), or
 * a new option named by `name` (else the file's name). Files are written before the transaction and removed
 * again if it does not commit.
 */
export async function uploadFileListFiles(ctx: ServiceContext, id: number, files: UploadedFile[], input: FileListUploadInput): Promise<FileListDTO> {
  await findOrFail(FileList, ctx, id);
  const stored = await Promise.all(files.map((file) => saveCompanyFile(ctx.companyId, 'files', file.buffer, file.mimetype)));
  try {
    await inTransaction(ctx, async (tx) => {
      await lockFileList(tx, id);
      for (const [index, file] of files.entries()) {
        const optionId = input.id?.[index] ? Number(input.id[index]) : null;
        const fields = { path: stored[index], mediaType: file.mimetype, fileName: file.originalname };
        if (optionId) {
          const option = await FileListOption.findOne({ where: { id: optionId, fileId: id, companyId: ctx.companyId }, transaction: tx.transaction });
          if (!option) throw new AppError('ERR_VALIDATION', 400, 'id: not a file of this list', { field: 'id' });
          removeStoredFileAfterCommit(tx, option.path || null);
          await option.update(fields, { transaction: tx.transaction });
        } else {
          const name = input.name?.[index]?.trim() || file.originalname;
          await FileListOption.create({ ...fields, name, fileId: id, companyId: ctx.companyId }, { transaction: tx.transaction });
        }
      }
    });
  } catch (error) {
    await Promise.all(stored.map(removeStoredFile));
    throw error;
  }
  const dto = await loadFileListDto(ctx, id);
  publishFileList(ctx, 'update', dto);
  return dto;
}

/** GET /files/:id/options/:optionId/media: one stored file of a company's list (404 otherwise). */
export async function findFileListMedia(ctx: ServiceContext, id: number, optionId: number) {
  const option = await FileListOption.findOne({ where: { id: optionId, fileId: id, companyId: ctx.companyId } });
  if (!option?.path) throw notFound();
  return { file: storagePath(option.path), mimetype: option.mediaType || 'application/octet-stream', filename: option.fileName || option.name };
}
