import { useTranslation } from 'react-i18next';
import type { CompanyDTO, PlanDTO } from '@zapdesk/shared';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatDay } from '../../../../lib/dates';
import { dueDateTone } from '../../company-due';
import { EmptyRow, YesNo, tableSx } from '../manager/cells';
import { toneBackground } from './due-tone-colors';

interface CompaniesTableProps {
  companies: CompanyDTO[];
  plans: PlanDTO[];
  loading: boolean;
  selectedId: number | null;
  onEdit: (company: CompanyDTO) => void;
}

const COLUMNS = 10;

/** Empresas table; each row is tinted by the days left until the company's due date (spec §4). */
export function CompaniesTable({ companies, plans, loading, selectedId, onEdit }: CompaniesTableProps) {
  const { t } = useTranslation();
  const planName = (company: CompanyDTO) => company.plan?.name ?? plans.find((p) => p.id === company.planId)?.name ?? '';
  return (
    <Table stickyHeader size="small" sx={tableSx} aria-label={t('settings.tabs.companies')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }} />
          <TableCell>{t('settings.companies.name')}</TableCell>
          <TableCell>{t('settings.companies.email')}</TableCell>
          <TableCell>{t('settings.companies.phone')}</TableCell>
          <TableCell>{t('settings.companies.plan')}</TableCell>
          <TableCell>{t('settings.companies.campaigns')}</TableCell>
          <TableCell>{t('settings.companies.status')}</TableCell>
          <TableCell>{t('settings.companies.createdAt')}</TableCell>
          <TableCell>{t('settings.companies.dueDateColumn')}</TableCell>
          <TableCell>{t('settings.companies.recurrence')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => {
          const tone = dueDateTone(company.dueDate);
          return (
            <TableRow
              key={company.id}
              hover={!tone}
              selected={company.id === selectedId}
              data-tone={tone ?? undefined}
              sx={tone ? { '& td': { bgcolor: (theme) => toneBackground(theme, tone) } } : undefined}
            >
              <TableCell padding="checkbox" sx={{ pl: 1 }}>
                <IconButton size="small" aria-label={t('settings.companies.editRow', { name: company.name })} onClick={() => onEdit(company)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{company.name}</TableCell>
              <TableCell>{company.email}</TableCell>
              <TableCell>{company.phone}</TableCell>
              <TableCell>{planName(company)}</TableCell>
              <TableCell>{company.campaignsEnabled ? t('settings.companies.campaignsEnabled') : t('settings.companies.campaignsDisabled')}</TableCell>
              <TableCell>
                <YesNo value={company.status} />
              </TableCell>
              <TableCell>{formatDay(company.createdAt)}</TableCell>
              <TableCell>{formatDay(company.dueDate)}</TableCell>
              <TableCell>{company.recurrence ? t(`settings.recurrences.${company.recurrence}`) : ''}</TableCell>
            </TableRow>
          );
        })}
        {loading &&
          Array.from({ length: 3 }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
              <TableCell colSpan={COLUMNS}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && companies.length === 0 && <EmptyRow colSpan={COLUMNS} />}
      </TableBody>
    </Table>
  );
}
