import * as yup from 'yup';

/** Spec §5 user rules: name 2-50, valid e-mail, password 5-50 when given. */
export const profileSchema = yup.object({
  name: yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  email: yup.string().trim().email('validation.invalidEmail').required('validation.required'),
  password: yup.string().min(5, 'validation.tooShort').max(50, 'validation.tooLong'),
});
