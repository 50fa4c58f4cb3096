import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/**
 * 'Sim' in green or a plain 'Não'. Rows tinted by their due date (orange) leave too little contrast for the
 * muted grey and the light green: the darker green and the body colour stay legible on every tint.
 */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={(theme) => ({
        color: value ? (theme.palette.mode === 'light' ? 'success.dark' : 'success.light') : 'text.primary',
        fontWeight: value ? 600 : 400,
      })}
    >
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
