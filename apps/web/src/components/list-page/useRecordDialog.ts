import type { FormikConfig, FormikHelpers, FormikProps, FormikValues } from 'formik';
import { useEntityForm, type EntityDialogProps } from './EntityDialog';

/** What a list page hands to its add/edit dialog. */
export interface RecordDialogProps<Rec> {
  open: boolean;
  /** The record to edit; null adds one. */
  record: Rec | null;
  onClose: () => void;
  /** The saved record, and whether the dialog added it. */
  onSaved: (record: Rec, isNew: boolean) => void;
}

interface RecordFormOptions<Rec, Values extends FormikValues> {
  /** The form's values for the edited record (or a blank form). */
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Adds the record when there is none, else updates it. */
  save: (values: Values) => Promise<Rec>;
  savedMessage: string;
  /** After the error toast: e.g. marks the field the API refused. */
  onError?: (error: unknown, values: Values, helpers: FormikHelpers<Values>) => void;
}

interface RecordDialog<Values extends FormikValues> {
  formik: FormikProps<Values>;
  isNew: boolean;
  /** The EntityDialog props that follow from the form: spread them, then add id, title and the fields. */
  dialog: Pick<EntityDialogProps, 'open' | 'isNew' | 'submitting' | 'onSubmit' | 'onClose'>;
}

/**
 * The wiring every add/edit dialog of a list page shares: the form of its record, saving it (toast, hand it over
 * with whether it is new, close) and the props of its EntityDialog; the dialog keeps only its fields and schema.
 */
export function useRecordDialog<Rec, Values extends FormikValues>(
  { open, record, onClose, onSaved }: RecordDialogProps<Rec>,
  form: RecordFormOptions<Rec, Values>,
): RecordDialog<Values> {
  const isNew = record === null;
  const formik = useEntityForm<Values, Rec>({ ...form, open, onSaved: (saved) => onSaved(saved, isNew), onClose });
  return { formik, isNew, dialog: { open, isNew, submitting: formik.isSubmitting, onSubmit: formik.handleSubmit, onClose } };
}
