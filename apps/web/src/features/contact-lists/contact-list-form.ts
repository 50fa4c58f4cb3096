import * as yup from 'yup';
import { CAMPAIGN_NAME_MAX, CAMPAIGN_NAME_MIN } from '@zapdesk/shared';

/** §5: a contact list's name and an item's name 2 to 50; an item's number 8 to 50; e-mail valid when given. */
const name = () =>
  yup.string().trim().min(CAMPAIGN_NAME_MIN, 'validation.tooShort').max(CAMPAIGN_NAME_MAX, 'validation.tooLong').required('validation.required');

export const contactListSchema = yup.object({ name: name() });

export const contactListItemSchema = yup.object({
  name: name(),
  number: yup.string().trim().min(8, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  email: yup.string().trim().email('validation.invalidEmail'),
});
