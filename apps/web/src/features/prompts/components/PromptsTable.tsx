import { useTranslation } from 'react-i18next';
import type { PromptDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CellText, ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface PromptsTableProps {
  records: PromptDTO[];
  loading: boolean;
  onEdit: (record: PromptDTO) => void;
  onDelete: (record: PromptDTO) => void;
}

/** The prompts (spec §2: name, queue, max tokens, actions); the queue shows with its colour. */
export function PromptsTable({ records, loading, onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('prompts.title')}
      records={records}
      loading={loading}
      emptyText={t('prompts.empty')}
      fixedLayout
      columns={[
        { header: t('prompts.columns.name'), ellipsis: true, cell: (record) => <CellText title={record.name} /> },
        {
          header: t('prompts.columns.queue'),
          width: '30%',
          ellipsis: true,
          skeleton: '70%',
          cell: (record) =>
            record.queue ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: record.queue.color, flexShrink: 0 }} />
                <Typography variant="body2" noWrap title={record.queue.name}>
                  {record.queue.name}
                </Typography>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" noWrap>
                {t('prompts.noQueue')}
              </Typography>
            ),
        },
        { header: t('prompts.columns.maxTokens'), align: 'center', width: { xs: 64, sm: 120 }, skeleton: 40, cell: (record) => record.maxTokens },
      ]}
      actions={{
        header: t('prompts.columns.actions'),
        width: { xs: 80, sm: 96 },
        cell: (record) => <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />,
      }}
    />
  );
}
