import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { AuthCard } from '../../../components/AuthCard';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { postSignup } from '../api/auth-api';
import { usePublicPlans } from '../hooks/usePublicPlans';
import { signupFormSchema } from '../validation';
import { PhoneField } from './PhoneField';
import { PlanSelect } from './PlanSelect';

/** /signup: a new company chooses a plan; the server grants the trial. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plans = usePublicPlans(searchParams.get('companyId') ?? undefined);

  useEffect(() => {
    if (plans.isError) toast.error(t('signup.plansError'), { toastId: 'plans-error' });
  }, [plans.isError, t]);

  const formik = useFormik({
    initialValues: { name: '', email: '', phone: '', password: '', planId: '' },
    validationSchema: signupFormSchema,
    onSubmit: async (values) => {
      try {
        await postSignup({
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.replace(/\D/g, ''),
          password: values.password,
          planId: Number(values.planId),
          recurrence: 'MENSAL',
        });
        toast.success(t('signup.success'));
        navigate('/login');
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <TextField label={t('signup.name')} autoComplete="organization" autoFocus {...formik.getFieldProps('name')} {...fieldError('name')} />
        <TextField label={t('signup.email')} type="email" autoComplete="email" {...formik.getFieldProps('email')} {...fieldError('email')} />
        <PhoneField label={t('signup.phone')} autoComplete="tel" {...formik.getFieldProps('phone')} {...fieldError('phone')} />
        <PasswordField label={t('signup.password')} autoComplete="new-password" {...formik.getFieldProps('password')} {...fieldError('password')} />
        <PlanSelect
          label={t('signup.plan')}
          plans={plans.data ?? []}
          disabled={plans.isPending}
          {...formik.getFieldProps('planId')}
          {...fieldError('planId')}
        />
        <ButtonWithSpinner type="submit" variant="contained" size="large" fullWidth loading={formik.isSubmitting} sx={{ mt: 3, mb: 2, py: 1.25 }}>
          {t('signup.submit')}
        </ButtonWithSpinner>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" variant="body2" underline="hover">
            {t('signup.login')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
