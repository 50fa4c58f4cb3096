import { useEffect, useState, type FormEvent } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { QueueDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { BusinessHoursFields } from '../../../components/business-hours/BusinessHoursFields';
import { hasInvalidTime, type ScheduleRow } from '../../../components/business-hours/business-hours';
import { useFieldError } from '../../../hooks/useFieldError';
import { apiErrorCode, apiErrorField } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { OptionSelect } from '../../../components/option-select/OptionSelect';
import { useOptionList } from '../../../components/option-select/useOptionList';
import { integrationQueries } from '../../../resources/integrations/keys';
import { promptQueries } from '../../../resources/prompts/keys';
import { createQueue, updateQueue } from '../../../resources/queues/api';
import { useSetting } from '../../../resources/settings/useSetting';
import { hasPlanFlag } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { initialQueueHours, initialQueueValues, queueFormSchema, toQueuePayload, type QueueFormValues } from '../queue-form';
import { QueueColorPicker } from './QueueColorPicker';
import { QueueOptionsEditor } from './QueueOptionsEditor';

interface QueueModalProps {
  open: boolean;
  /** The queue being edited, or null to add one. */
  queue: QueueDTO | null;
  onClose: () => void;
  onSaved: (queue: QueueDTO) => void;
}

type TabId = 'data' | 'schedules';

/** A name or colour the API refused (taken by another queue): shown under the field as well as in the toast. */
function markApiField(error: unknown, helpers: FormikHelpers<QueueFormValues>): void {
  const field = apiErrorField(error, 'field');
  if (field !== 'name' && field !== 'color') return;
  const code = apiErrorCode(error);
  if (code === 'ERR_QUEUE_COLOR_ALREADY_EXISTS') helpers.setFieldError('color', 'errors.ERR_QUEUE_COLOR_ALREADY_EXISTS');
  else helpers.setFieldError(field, field === 'name' ? 'queues.validation.nameInUse' : 'queues.validation.palette');
}

/** Adds or edits a queue: its data and option tree, and its own hours when the company uses queue hours. */
export function QueueModal({ open, queue, onClose, onSaved }: QueueModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const isNew = queue === null;
  // Queues keep their own business hours only with the setting scheduleType 'queue'.
  const withSchedules = useSetting('scheduleType', open) === 'queue';
  // The AI prompt and integration pickers follow the plan (useOpenAi / useIntegrations), like their pages.
  const { user } = useAuth();
  const pickers = { prompt: hasPlanFlag(user, 'useOpenAi'), integration: hasPlanFlag(user, 'useIntegrations') };
  const prompts = useOptionList(promptQueries.options(), open && pickers.prompt);
  const integrations = useOptionList(integrationQueries.options(), open && pickers.integration);
  const [tab, setTab] = useState<TabId>('data');
  // The hours live beside Formik: they are checked (and sent) only while the company keeps hours per queue.
  const [hours, setHours] = useState<ScheduleRow[]>(() => initialQueueHours(queue));
  const [hoursChecked, setHoursChecked] = useState(false);

  const formik = useFormik<QueueFormValues>({
    initialValues: initialQueueValues(queue),
    validationSchema: queueFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        const payload = toQueuePayload(values, withSchedules ? hours : null, pickers);
        const saved = isNew ? await createQueue(payload) : await updateQueue(queue.id, payload);
        toast.success(t('queues.saved'));
        onSaved(saved);
        onClose();
      } catch (error) {
        toastError(error);
        markApiField(error, helpers);
        setTab('data');
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm, setFieldValue, setFieldTouched } = formik;

  // Each opening starts from the edited queue (or the §9 defaults) on the first tab.
  useEffect(() => {
    if (!open) return;
    resetForm({ values: initialQueueValues(queue) });
    setHours(initialQueueHours(queue));
    setHoursChecked(false);
    setTab('data');
  }, [open, queue, resetForm]);

  // An error on the tab not shown would block the save silently: show the tab that holds it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hoursInvalid = withSchedules && hasInvalidTime(hours);
    setHoursChecked(true);
    const dataInvalid = Object.keys(await formik.validateForm()).length > 0;
    if (dataInvalid) setTab('data');
    else if (hoursInvalid) setTab('schedules');
    // Marks the data fields touched (showing their errors) and saves only when they are valid.
    if (dataInvalid || !hoursInvalid) formik.handleSubmit();
  };
  const changeHours = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setHours((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const text = (name: keyof QueueFormValues & string, label: string, extra: object = {}) => ({
    margin: 'none' as const,
    label,
    ...formik.getFieldProps(name),
    ...fieldError(name),
    ...extra,
  });
  const message = (name: keyof QueueFormValues & string, label: string) => text(name, label, { multiline: true, minRows: 2, maxRows: 6 });
  const showSchedulesTab = withSchedules && tab === 'schedules';

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="queue-modal-title">
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id="queue-modal-title">{isNew ? t('queues.modal.addTitle') : t('queues.modal.editTitle')}</DialogTitle>
        <Tabs value={withSchedules ? tab : 'data'} onChange={(_, value: TabId) => setTab(value)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="data" label={t('queues.modal.dataTab')} />
          {withSchedules && <Tab value="schedules" label={t('queues.modal.schedulesTab')} />}
        </Tabs>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {showSchedulesTab ? (
            <>
              <Alert severity="info">{t('queues.modal.schedulesHint')}</Alert>
              <BusinessHoursFields rows={hours} onChange={changeHours} showErrors={hoursChecked} />
            </>
          ) : (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, pt: 1 }}>
                <TextField {...text('name', t('queues.modal.name'))} autoFocus autoComplete="off" />
                <QueueColorPicker
                  value={formik.values.color}
                  onChange={(color) => void setFieldValue('color', color)}
                  onClose={() => void setFieldTouched('color', true)}
                  {...fieldError('color')}
                />
                <TextField {...text('orderQueue', t('queues.modal.order'), { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } })} />
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <TextField {...message('greetingMessage', t('queues.modal.greetingMessage'))} />
                <TextField {...message('completionMessage', t('queues.modal.completionMessage'))} />
                <TextField {...message('outOfHoursMessage', t('queues.modal.outOfHoursMessage'))} />
                <TextField {...message('ratingMessage', t('queues.modal.ratingMessage'))} />
              </Box>
              {(pickers.prompt || pickers.integration) && (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                  {pickers.prompt && (
                    <OptionSelect
                      label={t('connections.modal.prompt')}
                      name="promptId"
                      value={formik.values.promptId}
                      onChange={(value) => void setFieldValue('promptId', value)}
                      list={prompts}
                      unavailableText={t('connections.modal.promptsUnavailable')}
                      emptyText={t('connections.modal.noPrompts')}
                    />
                  )}
                  {pickers.integration && (
                    <OptionSelect
                      label={t('connections.modal.integration')}
                      name="integrationId"
                      value={formik.values.integrationId}
                      onChange={(value) => void setFieldValue('integrationId', value)}
                      list={integrations}
                      unavailableText={t('connections.modal.integrationsUnavailable')}
                      emptyText={t('connections.modal.noIntegrations')}
                    />
                  )}
                </Box>
              )}
              <Divider />
              {isNew ? (
                <Typography variant="body2" color="text.secondary">
                  {t('queues.options.saveFirst')}
                </Typography>
              ) : (
                <QueueOptionsEditor queueId={queue.id} />
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
            {isNew ? t('common.add') : t('common.save')}
          </ButtonWithSpinner>
        </DialogActions>
      </form>
    </Dialog>
  );
}
