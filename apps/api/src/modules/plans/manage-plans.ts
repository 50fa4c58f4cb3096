import { ForeignKeyConstraintError, UniqueConstraintError } from 'sequelize';
import type { PlanDTO } from '@zapdesk/shared';
import { AppError, notFound } from '../../core/errors.js';
import { Plan } from '../../models/index.js';
import { presentPlan } from './plans.presenter.js';
import type { PlanInput, PlanUpdateInput } from './plans.schemas.js';

// Plans are platform-wide: the routes restrict writes to the super user.

const duplicate = () => new AppError('ERR_VALIDATION', 400, 'name: a plan with this name exists', { field: 'name' });

async function findPlan(id: number): Promise<Plan> {
  const plan = await Plan.findByPk(id);
  if (!plan) throw notFound('ERR_NO_PLAN_FOUND');
  return plan;
}

/** Every plan, cheapest first. */
export async function listPlans(): Promise<PlanDTO[]> {
  const plans = await Plan.findAll({
    order: [
      ['value', 'ASC'],
      ['name', 'ASC'],
    ],
  });
  return plans.map(presentPlan);
}

export async function showPlan(id: number): Promise<PlanDTO> {
  return presentPlan(await findPlan(id));
}

export async function createPlan(input: PlanInput): Promise<PlanDTO> {
  try {
    return presentPlan(await Plan.create({ ...input }));
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw error;
  }
}

export async function updatePlan(id: number, input: PlanUpdateInput): Promise<PlanDTO> {
  const plan = await findPlan(id);
  try {
    return presentPlan(await plan.update({ ...input }));
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw error;
  }
}

/** Deletes a plan no company uses; the foreign key decides, so a company joining meanwhile still wins. */
export async function deletePlan(id: number): Promise<void> {
  const plan = await findPlan(id);
  try {
    await plan.destroy();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintError) throw new AppError('ERR_PLAN_IN_USE', 409, 'Companies are on this plan');
    throw error;
  }
}
