import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { InvoiceDTO } from '@zapdesk/shared';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { ListPage } from '../../../components/list-page/ListPage';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { toastError } from '../../../lib/toast-error';
import { markInvoicePaid } from '../../../resources/invoices/api';
import { invoiceQueries } from '../../../resources/invoices/keys';
import { applyInvoiceChange } from '../../../resources/invoices/live';
import { useApply } from '../../../resources/useApply';
import { isSuper } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { CheckoutDialog } from './checkout/CheckoutDialog';
import { InvoicesTable } from './InvoicesTable';

/** /financeiro, Faturas (spec §2): the company's invoices (every company's for the super user), PAGAR opens the checkout. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = usePagedList(invoiceQueries.list);
  const applyChange = useApply(applyInvoiceChange);
  const [paying, setPaying] = useState<InvoiceDTO | null>(null);
  const [marking, setMarking] = useState<InvoiceDTO | null>(null);
  const [saving, setSaving] = useState(false);

  const confirmPaid = async () => {
    if (!marking) return;
    setSaving(true);
    try {
      applyChange({ type: 'upsert', row: await markInvoicePaid(marking.id), isNew: false });
      toast.success(t('invoices.markedPaid'));
      setMarking(null);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ListPage
      title={t('invoices.title')}
      list={list}
      searchLabel={t('invoices.search')}
      loadError={t('invoices.loadError')}
      testId="invoices"
      dialogs={
        <>
          <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
          <ConfirmationModal
            open={marking !== null}
            title={t('invoices.markPaidTitle')}
            confirmLabel={t('invoices.markPaid')}
            confirmColor="primary"
            loading={saving}
            onClose={() => setMarking(null)}
            onConfirm={confirmPaid}
          >
            {t('invoices.markPaidMessage', { id: marking?.id ?? '', company: marking?.company?.name ?? '' })}
          </ConfirmationModal>
        </>
      }
    >
      <InvoicesTable
        invoices={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        companyId={user?.companyId}
        onPay={setPaying}
        onMarkPaid={isSuper(user) ? setMarking : undefined}
      />
    </ListPage>
  );
}
