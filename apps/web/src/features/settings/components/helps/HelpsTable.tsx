import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import { ManagerTable, type ManagerColumn, type ManagerRows } from '../manager/ManagerTable';

/** Ajuda table: title, video code and description. */
export function HelpsTable(rows: ManagerRows<HelpDTO>) {
  const { t } = useTranslation();
  const columns: ManagerColumn<HelpDTO>[] = [
    { header: t('settings.helps.title'), sx: { fontWeight: 600, minWidth: 160 }, cell: (help) => help.title },
    { header: t('settings.helps.video'), sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' }, cell: (help) => help.video },
    {
      header: t('settings.helps.description'),
      sx: { color: 'text.secondary', maxWidth: 480 },
      cell: (help) => (
        <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {help.description}
        </Box>
      ),
    },
  ];
  return <ManagerTable {...rows} label={t('settings.tabs.helps')} columns={columns} editLabel={(help) => t('settings.helps.editRow', { name: help.title })} />;
}
