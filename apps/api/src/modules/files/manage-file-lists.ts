import { Op } from 'sequelize';
import type { FileListDTO, FileListsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { containsPattern } from '../../core/like.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { FileList, FileListOption } from '../../models/index.js';
import { pageOf } from '../campaigns/campaign-area.js';
import { presentFileList } from './files.presenter.js';
import { fileListIncludes, loadFileListDto, lockFileList, publishFileList } from './files.queries.js';
import type { FileListInput, FileListUpdateInput } from './files.schemas.js';

// The CRUD of a company's file lists; their files arrive by upload (upload-file-list-files.ts).

export const FILE_LISTS_PAGE_SIZE = 20;

/** GET /files: a page of 20 by name, searched by name. */
export async function listFileLists(ctx: ServiceContext, input: { searchParam?: string; pageNumber?: number }): Promise<FileListsPage> {
  const page = pageOf(input.pageNumber, FILE_LISTS_PAGE_SIZE);
  const search = input.searchParam?.trim();
  const { rows, count } = await FileList.findAndCountAll({
    where: { companyId: ctx.companyId, ...(search && { name: { [Op.iLike]: containsPattern(search) } }) },
    include: fileListIncludes(),
    distinct: true,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: page.limit,
    offset: page.offset,
  });
  return { files: rows.map(presentFileList), hasMore: page.hasMore(count), count };
}

/** The options sent: named ones kept (renamed), new names added (their file comes by upload), the rest removed with their files. */
async function syncOptions(ctx: ServiceContext, list: FileList, options: NonNullable<FileListInput['options']>): Promise<void> {
  const current = await FileListOption.findAll({ where: { companyId: ctx.companyId, fileId: list.id }, transaction: ctx.transaction });
  const kept = new Set(options.flatMap((option) => (option.id ? [option.id] : [])));
  for (const option of current) {
    if (kept.has(option.id)) continue;
    await option.destroy({ transaction: ctx.transaction });
    removeStoredFileAfterCommit(ctx, option.path || null);
  }
  for (const option of options) {
    const existing = option.id ? current.find((row) => row.id === option.id) : undefined;
    if (existing) await existing.update({ name: option.name }, { transaction: ctx.transaction });
    else await FileListOption.create({ fileId: list.id, name: option.name, companyId: ctx.companyId }, { transaction: ctx.transaction });
  }
}

/** POST /files. */
export async function createFileList(ctx: ServiceContext, input: FileListInput): Promise<FileListDTO> {
  const id = await inTransaction(ctx, async (tx) => {
    const list = await FileList.create({ name: input.name, message: input.message, companyId: ctx.companyId }, { transaction: tx.transaction });
    if (input.options) await syncOptions(tx, list, input.options);
    return list.id;
  });
  const dto = await loadFileListDto(ctx, id);
  publishFileList(ctx, 'create', dto);
  return dto;
}

/** PUT /files/:id: the fields sent change; `options`, when sent, is the whole list of files. */
export async function updateFileList(ctx: ServiceContext, id: number, input: FileListUpdateInput): Promise<FileListDTO> {
  await inTransaction(ctx, async (tx) => {
    const list = await lockFileList(tx, id);
    await list.update(
      { ...(input.name !== undefined && { name: input.name }), ...(input.message !== undefined && { message: input.message }) },
      { transaction: tx.transaction },
    );
    if (input.options) await syncOptions(tx, list, input.options);
  });
  const dto = await loadFileListDto(ctx, id);
  publishFileList(ctx, 'update', dto);
  return dto;
}

/** DELETE /files/:id: the list and, after the commit, its stored files; campaigns that named it go on without it. */
export async function deleteFileList(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const list = await lockFileList(tx, id);
    const options = await FileListOption.findAll({ where: { companyId: ctx.companyId, fileId: id }, transaction: tx.transaction });
    await list.destroy({ transaction: tx.transaction });
    for (const option of options) removeStoredFileAfterCommit(tx, option.path || null);
    publish(tx, { entity: 'file', payload: { action: 'delete', fileId: id } });
  });
}
