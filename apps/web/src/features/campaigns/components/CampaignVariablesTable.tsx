import { useTranslation } from 'react-i18next';
import type { CampaignVariable } from '@zapdesk/shared';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

/** The custom variables: {shortcut}, its content, remove. */
export function CampaignVariablesTable({ variables, onRemove }: { variables: CampaignVariable[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('campaignSettings.variables')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: '35%', md: '25%' } }}>{t('campaignSettings.shortcut')}</TableCell>
          <TableCell>{t('campaignSettings.content')}</TableCell>
          <TableCell align="right" sx={{ width: 64 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {variables.map((variable) => (
          <TableRow key={variable.key}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{`{${variable.key}}`}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{variable.value}</TableCell>
            <TableCell align="right">
              <IconButton size="small" aria-label={`${t('common.delete')} {${variable.key}}`} onClick={() => onRemove(variable.key)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {variables.length === 0 && (
          <TableRow>
            <TableCell colSpan={3} sx={{ color: 'text.secondary', textAlign: 'center', borderBottom: 0 }}>
              {t('campaignSettings.noVariables')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
