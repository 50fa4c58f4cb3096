import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { fetchCompaniesPage, fetchPlans } from '../../api/settings-api';
import { settingKeys } from '../../hooks/setting-keys';
import { uniqueById } from '../../unique-by-id';
import { ScrollArea } from '../manager/ScrollArea';
import { CompaniesTable } from './CompaniesTable';
import { CompanyForm } from './CompanyForm';
import { DueLegend } from './DueLegend';

/** Empresas (super user): the form on top, every company below, page by page as the table scrolls. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLDivElement>(null);
  const [record, setRecord] = useState<CompanyDTO | null>(null);
  const plans = useQuery({ queryKey: settingKeys.plans, queryFn: fetchPlans });
  const companies = useInfiniteQuery({
    queryKey: settingKeys.companies,
    queryFn: ({ pageParam }) => fetchCompaniesPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const list = uniqueById((companies.data?.pages ?? []).flatMap((page) => page.companies));

  return (
    <>
      <Box ref={formRef} sx={{ scrollMarginTop: 88 }}>
        <CompanyForm
          record={record}
          plans={plans.data ?? []}
          onClear={() => setRecord(null)}
          onDone={() => {
            setRecord(null);
            void queryClient.invalidateQueries({ queryKey: settingKeys.companies });
          }}
        />
      </Box>
      <Divider sx={{ my: 3 }} />
      {companies.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('settings.loadError')}
        </Alert>
      )}
      <ScrollArea
        testId="companies-scroll"
        onNearBottom={() => {
          if (companies.hasNextPage && !companies.isFetchingNextPage) void companies.fetchNextPage();
        }}
      >
        <CompaniesTable
          records={list}
          plans={plans.data ?? []}
          loading={companies.isPending || companies.isFetchingNextPage}
          selectedId={record?.id ?? null}
          onEdit={(company) => {
            setRecord(company);
            formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </ScrollArea>
      <DueLegend />
    </>
  );
}
