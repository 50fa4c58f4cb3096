import type { FileListDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { FileList, FileListOption } from '../../models/index.js';
import { presentFileList } from './files.presenter.js';

export const fileListIncludes = () => [{ model: FileListOption, required: false }];

export const lockFileList = (ctx: ServiceContext, id: number) => findOrFail(FileList, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });

export async function loadFileListDto(ctx: ServiceContext, id: number): Promise<FileListDTO> {
  return presentFileList(await findOrFail(FileList, ctx, id, 'ERR_NOT_FOUND', { include: fileListIncludes() }));
}

/** company-{id}-file, after the commit. */
export function publishFileList(ctx: ServiceContext, action: 'create' | 'update', fileList: FileListDTO): void {
  publish(ctx, { entity: 'file', payload: { action, fileList } });
}
