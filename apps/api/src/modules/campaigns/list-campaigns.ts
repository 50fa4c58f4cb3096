import { Op } from 'sequelize';
import type { CampaignsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { containsPattern } from '../../core/like.js';
import { Campaign } from '../../models/index.js';
import { pageOf } from './campaign-area.js';
import { EMPTY_REPORT, presentCampaign } from './campaigns.presenter.js';
import { campaignIncludes, campaignReports } from './campaigns.queries.js';
import type { CampaignListInput } from './campaigns.schemas.js';

export const CAMPAIGNS_PAGE_SIZE = 20;

/** GET /campaigns: a page of 20, newest first, searched by name, each with its report counts. */
export async function listCampaigns(ctx: ServiceContext, input: CampaignListInput): Promise<CampaignsPage> {
  const page = pageOf(input.pageNumber, CAMPAIGNS_PAGE_SIZE);
  const search = input.searchParam?.trim();
  const { rows, count } = await Campaign.findAndCountAll({
    where: { companyId: ctx.companyId, ...(search && { name: { [Op.iLike]: containsPattern(search) } }) },
    include: campaignIncludes(),
    order: [['id', 'DESC']],
    limit: page.limit,
    offset: page.offset,
  });
  const reports = await campaignReports(
    ctx,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => presentCampaign(row, reports.get(row.id) ?? EMPTY_REPORT)), hasMore: page.hasMore(count), count };
}
