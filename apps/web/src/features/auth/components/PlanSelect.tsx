import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PublicPlan } from '../api/auth-api';

function formatMoney(value: number): string {
  return Number(value).toFixed(2).replace('.', ',');
}

/** The plan choice of the sign-up form, each option with its limits and monthly price. */
export function PlanSelect({ plans, ...props }: TextFieldProps & { plans: PublicPlan[] }) {
  const { t } = useTranslation();
  return (
    <TextField {...props} select>
      {plans.map((plan) => (
        <MenuItem key={plan.id} value={String(plan.id)}>
          {t('signup.planOption', {
            name: plan.name,
            users: plan.users,
            connections: plan.connections,
            queues: plan.queues,
            value: formatMoney(plan.value),
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
