import * as yup from 'yup';
import { AllTicketValues, Profiles, Recurrences } from './constants.js';

/** §5 texts are the client's; the server answers with field + code. */
export const userNameRule = yup.string().trim().min(2, 'Too Short!').max(50, 'Too Long!');
export const passwordRule = yup.string().min(5, 'Too Short!').max(50, 'Too Long!');
export const emailRule = yup.string().trim().lowercase().email('Invalid email');

export const loginSchema = yup.object({
  email: emailRule.required('Required'),
  password: yup.string().required('Required'),
});

export const userCreateSchema = yup.object({
  name: userNameRule.required('Required'),
  email: emailRule.required('Required'),
  password: passwordRule.required('Required'),
  profile: yup.string().oneOf(Profiles).default('user'),
  allTicket: yup.string().oneOf(AllTicketValues).default('desabled'),
  whatsappId: yup.number().integer().positive().nullable().default(null),
  queueIds: yup.array(yup.number().integer().positive().required()).default([]),
  companyId: yup.number().integer().positive().optional(),
});

export const userUpdateSchema = yup.object({
  name: userNameRule.optional(),
  email: emailRule.optional(),
  password: passwordRule.optional().transform((v) => (v === '' ? undefined : v)),
  profile: yup.string().oneOf(Profiles).optional(),
  allTicket: yup.string().oneOf(AllTicketValues).optional(),
  whatsappId: yup.number().integer().positive().nullable().optional(),
  queueIds: yup.array(yup.number().integer().positive().required()).optional(),
  companyId: yup.number().integer().positive().optional(),
});

export const signupSchema = yup.object({
  name: yup.string().trim().min(2, 'Too Short!').max(50, 'Too Long!').required('Required'),
  email: emailRule.required('Required'),
  phone: yup.string().trim().max(20).optional(),
  password: passwordRule.required('Required'),
  planId: yup.number().integer().positive().required('Required'),
  recurrence: yup.string().oneOf(Recurrences).default('MENSAL'),
});

/** §5 password-reset rule: at least 8 characters with an uppercase, a lowercase letter and a digit. */
export const RESET_PASSWORD_MESSAGE = 'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.';
export const resetPasswordRule = yup
  .string()
  .min(8, RESET_PASSWORD_MESSAGE)
  .max(50, 'Too Long!')
  .matches(/[A-Z]/, RESET_PASSWORD_MESSAGE)
  .matches(/[a-z]/, RESET_PASSWORD_MESSAGE)
  .matches(/\d/, RESET_PASSWORD_MESSAGE);

export type LoginInput = yup.InferType<typeof loginSchema>;
export type UserCreateInput = yup.InferType<typeof userCreateSchema>;
export type UserUpdateInput = yup.InferType<typeof userUpdateSchema>;
export type SignupInput = yup.InferType<typeof signupSchema>;
