import { Op } from 'sequelize';
import type { PromptsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { containsPattern } from '../../core/like.js';
import { Prompt, Queue } from '../../models/index.js';
import { presentPrompt } from './prompts.presenter.js';
import type { PromptListInput } from './prompts.schemas.js';

const PAGE_SIZE = 20;

/** GET /prompt: the company's prompts by name, 20 a page, searched by name. */
export async function listPrompts(ctx: ServiceContext, { searchParam, pageNumber }: PromptListInput): Promise<PromptsPage> {
  const where = { companyId: ctx.companyId, ...(searchParam && { name: { [Op.iLike]: containsPattern(searchParam) } }) };
  const { rows, count } = await Prompt.findAndCountAll({
    where,
    include: [{ model: Queue, attributes: ['id', 'name', 'color'] }],
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: PAGE_SIZE,
    offset: (pageNumber - 1) * PAGE_SIZE,
  });
  return { prompts: rows.map(presentPrompt), count, hasMore: count > pageNumber * PAGE_SIZE };
}
