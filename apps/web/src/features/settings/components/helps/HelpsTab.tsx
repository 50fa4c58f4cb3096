import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { fetchHelps } from '../../api/settings-api';
import { HELPS_PAGE_QUERY_PREFIX, settingKeys } from '../../hooks/setting-keys';
import { ScrollArea } from '../manager/ScrollArea';
import { useRevealMore } from '../manager/useRevealMore';
import { HelpForm } from './HelpForm';
import { HelpsTable } from './HelpsTable';

/** Ajuda (super user): manages the help videos every user sees on /helps. */
export function HelpsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLDivElement>(null);
  const [record, setRecord] = useState<HelpDTO | null>(null);
  const helps = useQuery({ queryKey: settingKeys.helps, queryFn: fetchHelps });
  const { visible, revealMore } = useRevealMore(helps.data ?? []);

  return (
    <>
      <Box ref={formRef} sx={{ scrollMarginTop: 88 }}>
        <HelpForm
          record={record}
          onClear={() => setRecord(null)}
          onDone={() => {
            setRecord(null);
            void queryClient.invalidateQueries({ queryKey: settingKeys.helps });
            void queryClient.invalidateQueries({ queryKey: HELPS_PAGE_QUERY_PREFIX });
          }}
        />
      </Box>
      <Divider sx={{ my: 3 }} />
      {helps.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('settings.loadError')}
        </Alert>
      )}
      <ScrollArea testId="helps-scroll" onNearBottom={revealMore}>
        <HelpsTable
          records={visible}
          loading={helps.isPending}
          selectedId={record?.id ?? null}
          onEdit={(help) => {
            setRecord(help);
            formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </ScrollArea>
    </>
  );
}
