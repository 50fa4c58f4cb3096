import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** 'Sim' in the primary colour or a muted 'Não'. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ color: value ? 'success.main' : 'text.secondary', fontWeight: value ? 600 : 400 }}>
      {value ? t('settings.yes') : t('settings.no')}
    </Box>
  );
}

/** The one row a table shows while it has no records. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 5, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
        {t('settings.empty')}
      </TableCell>
    </TableRow>
  );
}

/** Table cells stay on one line; the scroll area scrolls sideways on phones. */
export const tableSx = { '& th, & td': { whiteSpace: 'nowrap' } } as const;
