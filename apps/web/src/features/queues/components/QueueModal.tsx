import { useEffect, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { QueueDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusinessHoursFields } from '../../../components/business-hours/BusinessHoursFields';
import { hasInvalidTime, type ScheduleRow } from '../../../components/business-hours/business-hours';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { apiErrorCode, apiErrorField } from '../../../lib/api-client';
import { AssistantSelects } from '../../../components/option-select/AssistantSelects';
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

  // Each opening starts from the edited queue (or the §9 defaults) on the first tab.
  const { formik, isNew, dialog } = useRecordDialog<QueueDTO, QueueFormValues>(
    { open, record: queue, onClose, onSaved },
    {
      initialValues: initialQueueValues(queue),
      validationSchema: queueFormSchema,
      save: (values) => {
        const payload = toQueuePayload(values, withSchedules ? hours : null, pickers);
        return queue ? updateQueue(queue.id, payload) : createQueue(payload);
      },
      savedMessage: t('queues.saved'),
      onError: (error, _values, helpers) => {
        markApiField(error, helpers);
        setTab('data');
      },
    },
  );
  const fieldError = useFieldError(formik);
  const { setFieldValue, setFieldTouched } = formik;

  useEffect(() => {
    if (!open) return;
    setHours(initialQueueHours(queue));
    setHoursChecked(false);
    setTab('data');
  }, [open, queue]);

  // An error on the tab not shown would block the save silently: show the tab that holds it.
  const submit = async () => {
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

  const text = useTextFieldProps(formik);
  const message = (name: keyof QueueFormValues & string, label: string) => text(name, label, { multiline: true, minRows: 2, maxRows: 6 });
  const showSchedulesTab = withSchedules && tab === 'schedules';

  return (
    <EntityDialog
      {...dialog}
      id="queue-modal"
      title={isNew ? t('queues.modal.addTitle') : t('queues.modal.editTitle')}
      onSubmit={() => void submit()}
      maxWidth="md"
      large
      header={
        <Tabs value={withSchedules ? tab : 'data'} onChange={(_, value: TabId) => setTab(value)} sx={{ px: 3 }}>
          <Tab value="data" label={t('queues.modal.dataTab')} />
          {withSchedules && <Tab value="schedules" label={t('queues.modal.schedulesTab')} />}
        </Tabs>
      }
      // The content's dividers draw the line under the tabs and above the buttons; its padding stays the plain one.
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2.5, py: 2.5 }}
    >
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
              <AssistantSelects
                values={formik.values}
                onChange={(field, value) => void setFieldValue(field, value)}
                prompts={pickers.prompt ? prompts : undefined}
                integrations={pickers.integration ? integrations : undefined}
              />
            </Box>
          )}
          <Divider />
          {queue === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('queues.options.saveFirst')}
            </Typography>
          ) : (
            <QueueOptionsEditor queueId={queue.id} />
          )}
        </>
      )}
    </EntityDialog>
  );
}
