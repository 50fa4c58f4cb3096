import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { View } from 'react-big-calendar';
import type { ScheduleDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { toastError } from '../../../lib/toast-error';
import { deleteSchedule } from '../api/schedules-api';
import { usePresetContact } from '../hooks/useContactOptions';
import { useSchedules } from '../hooks/useSchedules';
import { toEvents, visibleRange, type ScheduleEvent } from '../schedule-calendar';
import { ScheduleModal } from './ScheduleModal';
import { SchedulesCalendar } from './SchedulesCalendar';

/** Spec §9: search waits 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A positive integer from the query string, or null. */
function idFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** /schedules: the calendar of scheduled messages; ?contactId= opens the create dialog with that contact (§2). */
export function SchedulesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const presetContactId = idFrom(searchParams.get('contactId'));
  const presetContact = usePresetContact(presetContactId);
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>('month');
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const range = useMemo(() => visibleRange(date, view), [date, view]);
  const { schedules, count, isError, reload } = useSchedules(searchParam, range);
  const [modal, setModal] = useState<{ open: boolean; schedule: ScheduleDTO | null }>({ open: false, schedule: null });
  const [toDelete, setToDelete] = useState<ScheduleDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The contact named in the address opens the create dialog once it is known.
  useEffect(() => {
    if (presetContactId !== null && (presetContact.isSuccess || presetContact.isError)) setModal({ open: true, schedule: null });
  }, [presetContactId, presetContact.isSuccess, presetContact.isError]);

  const events = useMemo(() => toEvents(schedules, t('schedules.unknownContact')), [schedules, t]);
  const onEdit = useCallback((event: ScheduleEvent) => setModal({ open: true, schedule: event.schedule }), []);
  const onDelete = useCallback((event: ScheduleEvent) => setToDelete(event.schedule), []);

  const closeModal = () => {
    setModal((current) => ({ ...current, open: false }));
    // Closing forgets the contact of the address, so a reload does not open the dialog again.
    if (presetContactId !== null) setSearchParams({}, { replace: true });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteSchedule(toDelete.id);
      toast.success(t('schedules.deleted'));
      setToDelete(null);
      void reload();
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <MainContainer>
      <MainHeader
        title={t('schedules.title', { count })}
        actions={
          <>
            <SearchField label={t('schedules.search')} value={search} onChange={setSearch} width={{ xs: 'calc(100vw - 96px)', sm: 240 }} />
            {/* Icon only on phones: with its text the button pushed the page sideways at 375 px. */}
            <ResponsiveButton label={t('schedules.add')} icon={<AddOutlined />} onClick={() => setModal({ open: true, schedule: null })} />
          </>
        }
      />
      {isError && <Alert severity="error">{t('schedules.loadError')}</Alert>}
      <SchedulesCalendar events={events} date={date} view={view} onNavigate={setDate} onView={setView} onEdit={onEdit} onDelete={onDelete} />
      <ScheduleModal
        open={modal.open}
        schedule={modal.schedule}
        presetContact={modal.schedule ? null : (presetContact.data ?? null)}
        onClose={closeModal}
        onSaved={() => void reload()}
      />
      <ConfirmationModal
        open={toDelete !== null}
        title={t('schedules.deleteTitle')}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {t('schedules.deleteMessage')}
      </ConfirmationModal>
    </MainContainer>
  );
}
