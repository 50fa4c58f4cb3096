import dayjs from 'dayjs';
import * as yup from 'yup';
import type { CompanyDTO, Recurrence } from '@zapdesk/shared';
import type { CompanyPayload } from '../../api/settings-api';

export interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  /** Select values are strings; '' means none chosen. */
  planId: string;
  status: 'true' | 'false';
  campaignsEnabled: 'true' | 'false';
  /** YYYY-MM-DD, or '' for none. */
  dueDate: string;
  recurrence: Recurrence;
}

export const emptyCompany: CompanyFormValues = {
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: 'true',
  campaignsEnabled: 'true',
  dueDate: '',
  recurrence: 'MENSAL',
};

/** Spec §5 (Company, admin): e-mail and plan are required; the API also needs a name. */
export const companyFormSchema = yup.object({
  name: yup.string().trim().min(2, 'validation.tooShort').max(100, 'validation.tooLong').required('validation.required'),
  email: yup.string().trim().email('validation.invalidEmail').required('validation.required'),
  planId: yup.string().required('validation.required'),
});

export function companyToValues(company: CompanyDTO): CompanyFormValues {
  return {
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    planId: String(company.planId),
    status: company.status ? 'true' : 'false',
    campaignsEnabled: company.campaignsEnabled ? 'true' : 'false',
    dueDate: company.dueDate ? company.dueDate.slice(0, 10) : '',
    recurrence: company.recurrence ?? 'MENSAL',
  };
}

/** An empty or invalid due date is sent as null (spec §5). */
export function toCompanyPayload(values: CompanyFormValues): CompanyPayload {
  const dueDate = /^\d{4}-\d{2}-\d{2}$/.test(values.dueDate) && dayjs(values.dueDate).isValid() ? values.dueDate : null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    planId: Number(values.planId),
    status: values.status === 'true',
    campaignsEnabled: values.campaignsEnabled === 'true',
    dueDate,
    recurrence: values.recurrence,
  };
}
