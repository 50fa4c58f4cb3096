import * as yup from 'yup';
import { FILE_LIST_NAME_MIN, type FileListDTO } from '@zapdesk/shared';
import type { FileUpload } from '../../resources/files/api';

/** One row of the dialog: a stored option (id) or a new one, and the file chosen for it now. */
export interface FileOptionValue {
  key: string;
  id: number | null;
  name: string;
  /** The stored file's type, shown until another file is chosen. */
  mediaType: string;
  file: File | null;
}

export interface FileListFormValues {
  name: string;
  message: string;
  options: FileOptionValue[];
}

/** §5 File list: name at least 3 ('nome muito curto'), required; message required; each option a name and a file. */
export const fileListSchema = yup.object({
  name: yup.string().trim().min(FILE_LIST_NAME_MIN, 'files.nameTooShort').required('validation.required'),
  message: yup.string().trim().required('validation.required'),
  options: yup.array(
    yup.object({
      name: yup.string().trim().required('validation.required'),
      file: yup
        .mixed()
        .nullable()
        .test('file', 'files.fileRequired', function check(file) {
          return (this.parent as FileOptionValue).id !== null || file instanceof File;
        }),
    }),
  ),
});

let nextKey = 0;
export const newOption = (): FileOptionValue => ({ key: `new-${(nextKey += 1)}`, id: null, name: '', mediaType: '', file: null });

export function initialFileListValues(record: FileListDTO | null): FileListFormValues {
  return {
    name: record?.name ?? '',
    message: record?.message ?? '',
    // A fixed key for the blank row: the form re-initialises whenever these values change (enableReinitialize).
    options: record
      ? record.options.map((option) => ({ key: `option-${option.id}`, id: option.id, name: option.name, mediaType: option.mediaType, file: null }))
      : [{ key: 'new-0', id: null, name: '', mediaType: '', file: null }],
  };
}

/** The stored options kept (renamed) go with the list; every chosen file is uploaded after it, replacing or adding. */
export function splitFileListValues(values: FileListFormValues) {
  const kept = values.options.flatMap((option) => (option.id !== null ? [{ id: option.id, name: option.name.trim() }] : []));
  const uploads: FileUpload[] = values.options.flatMap((option) => (option.file ? [{ file: option.file, name: option.name.trim(), optionId: option.id }] : []));
  return { input: { name: values.name.trim(), message: values.message, options: kept }, uploads };
}
