import { useTranslation } from 'react-i18next';
import type { CompanyDTO, PlanDTO } from '@zapdesk/shared';
import { formatDay } from '../../../../lib/dates';
import { dueDateTone } from '../../company-due';
import { YesNo, tableSx } from '../manager/cells';
import { ManagerTable, type ManagerColumn, type ManagerRows } from '../manager/ManagerTable';
import { toneBackground } from './due-tone-colors';

interface CompaniesTableProps extends ManagerRows<CompanyDTO> {
  plans: PlanDTO[];
}

/** Empresas table; each row is tinted by the days left until the company's due date (spec §4). */
export function CompaniesTable({ plans, ...rows }: CompaniesTableProps) {
  const { t } = useTranslation();
  const planName = (company: CompanyDTO) => company.plan?.name ?? plans.find((p) => p.id === company.planId)?.name ?? '';
  const columns: ManagerColumn<CompanyDTO>[] = [
    { header: t('settings.companies.name'), sx: { fontWeight: 600 }, cell: (company) => company.name },
    { header: t('settings.companies.email'), cell: (company) => company.email },
    { header: t('settings.companies.phone'), cell: (company) => company.phone },
    { header: t('settings.companies.plan'), cell: planName },
    {
      header: t('settings.companies.campaigns'),
      cell: (company) => (company.campaignsEnabled ? t('settings.companies.campaignsEnabled') : t('settings.companies.campaignsDisabled')),
    },
    { header: t('settings.companies.status'), cell: (company) => <YesNo value={company.status} /> },
    { header: t('settings.companies.createdAt'), cell: (company) => formatDay(company.createdAt) },
    { header: t('settings.companies.dueDateColumn'), cell: (company) => formatDay(company.dueDate) },
    { header: t('settings.companies.recurrence'), cell: (company) => (company.recurrence ? t(`settings.recurrences.${company.recurrence}`) : '') },
  ];
  return (
    <ManagerTable
      {...rows}
      label={t('settings.tabs.companies')}
      columns={columns}
      editLabel={(company) => t('settings.companies.editRow', { name: company.name })}
      rowProps={(company) => {
        const tone = dueDateTone(company.dueDate);
        return {
          hover: !tone,
          'data-tone': tone ?? undefined,
          sx: tone ? { '& td': { bgcolor: (theme) => toneBackground(theme, tone) } } : undefined,
        };
      }}
      sx={tableSx}
    />
  );
}
