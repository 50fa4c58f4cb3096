import type { HelpDTO } from '@zapdesk/shared';
import { notFound } from '../../core/errors.js';
import { Help } from '../../models/index.js';

type HelpInput = Pick<HelpDTO, 'title' | 'video' | 'description'>;

const present = (help: Help): HelpDTO => ({
  id: help.id,
  title: help.title,
  video: help.video,
  description: help.description,
  createdAt: help.createdAt.toISOString(),
  updatedAt: help.updatedAt.toISOString(),
});

async function findHelp(id: number): Promise<Help> {
  const help = await Help.findByPk(id);
  if (!help) throw notFound('ERR_NO_HELP_FOUND');
  return help;
}

/** Every help video, by title. */
export async function listHelps(): Promise<HelpDTO[]> {
  return (await Help.findAll({ order: [['title', 'ASC']] })).map(present);
}

export async function createHelp(input: HelpInput): Promise<HelpDTO> {
  return present(await Help.create({ ...input }));
}

export async function updateHelp(id: number, input: Partial<HelpInput>): Promise<HelpDTO> {
  return present(await (await findHelp(id)).update({ ...input }));
}

export async function deleteHelp(id: number): Promise<void> {
  await (await findHelp(id)).destroy();
}
