import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { fetchPlans } from '../../api/settings-api';
import { settingKeys } from '../../hooks/setting-keys';
import { ScrollArea } from '../manager/ScrollArea';
import { useRevealMore } from '../manager/useRevealMore';
import { PlanForm } from './PlanForm';
import { PlansTable } from './PlansTable';

/** Planos (super user): the plan form and the table of every plan. */
export function PlansTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLDivElement>(null);
  const [record, setRecord] = useState<PlanDTO | null>(null);
  const plans = useQuery({ queryKey: settingKeys.plans, queryFn: fetchPlans });
  const { visible, revealMore } = useRevealMore(plans.data ?? []);

  return (
    <>
      <Box ref={formRef} sx={{ scrollMarginTop: 88 }}>
        <PlanForm
          record={record}
          onClear={() => setRecord(null)}
          onDone={() => {
            setRecord(null);
            void queryClient.invalidateQueries({ queryKey: settingKeys.plans });
          }}
        />
      </Box>
      <Divider sx={{ my: 3 }} />
      {plans.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('settings.loadError')}
        </Alert>
      )}
      <ScrollArea testId="plans-scroll" onNearBottom={revealMore}>
        <PlansTable
          records={visible}
          loading={plans.isPending}
          selectedId={record?.id ?? null}
          onEdit={(plan) => {
            setRecord(plan);
            formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </ScrollArea>
    </>
  );
}
