import * as yup from 'yup';

// Messages are i18n keys; the forms translate them when showing the field's error.
const email = yup.string().trim().email('validation.invalidEmail').required('validation.required');

/** Spec §5 sign-up: name 2-50, e-mail, password 5-50, a plan; the phone mask caps it at 11 digits. */
export const signupFormSchema = yup.object({
  name: yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  email,
  phone: yup.string(),
  password: yup.string().min(5, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  planId: yup.string().required('validation.required'),
});

export const forgotEmailSchema = yup.object({ email });

/** Spec §5 password reset: 8+ characters with an uppercase letter, a lowercase letter and a digit. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export const resetPasswordSchema = yup.object({
  code: yup.string().trim().required('validation.required'),
  newPassword: yup.string().matches(STRONG_PASSWORD, 'forgot.passwordRule').max(50, 'validation.tooLong').required('validation.required'),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('newPassword')], 'forgot.mismatch')
    .required('validation.required'),
});
