import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikProps } from 'formik';
import { toast } from 'react-toastify';
import type { InvoiceDTO, PixChargeDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ButtonWithSpinner } from '../../../../components/ButtonWithSpinner';
import { apiErrorCode } from '../../../../lib/api-client';
import { formatDay } from '../../../../lib/dates';
import { toastError } from '../../../../lib/toast-error';
import { createPixCharge } from '../../../../resources/invoices/api';
import { useAuth } from '../../../../session/useAuth';
import { useRenewal } from '../../hooks/useRenewal';
import { checkoutSchema, emptyCheckout, type CheckoutValues } from './checkout-form';
import { DataStep } from './DataStep';
import { PixStep } from './PixStep';
import { PlanStep } from './PlanStep';
import { ReviewStep } from './ReviewStep';

const STEPS = ['data', 'plan', 'review'] as const;
const PIX = STEPS.length;

interface CheckoutDialogProps {
  invoice: InvoiceDTO | null;
  onClose: () => void;
}

/** 'Falta pouco!' (spec §4): Dados, Personalizar, Revisar with PAGAR, then the Pix screen and the live renewal. */
export function CheckoutDialog({ invoice, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={invoice !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="checkout-title">
      <DialogTitle id="checkout-title">{t('invoices.checkout.title')}</DialogTitle>
      {invoice && <CheckoutWizard key={invoice.id} invoice={invoice} onClose={onClose} />}
    </Dialog>
  );
}

function CheckoutWizard({ invoice, onClose }: { invoice: InvoiceDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const plan = user?.company?.plan;
  const [step, setStep] = useState(0);
  const [charge, setCharge] = useState<PixChargeDTO | null>(null);
  const [pixMissing, setPixMissing] = useState(false);
  const renewedUntil = useRenewal(charge ? invoice.id : null);

  const pay = async (values: CheckoutValues) => {
    setPixMissing(false);
    try {
      const answer = await createPixCharge({ ...values, invoiceId: invoice.id, plan: String(plan?.id ?? '') });
      toast.success(t('invoices.checkout.subscribed'));
      setCharge(answer);
      setStep(PIX);
    } catch (error) {
      if (apiErrorCode(error) === 'ERR_PIX_NOT_CONFIGURED') setPixMissing(true);
      else toastError(error);
    }
  };

  const next = async (form: FormikProps<CheckoutValues>) => {
    // Every field is on Dados: a step past it with invalid data goes back there with the errors shown.
    if (step === 0 || step === STEPS.length - 1) {
      const errors = await form.validateForm();
      if (Object.keys(errors).length > 0) {
        void form.setTouched({ firstName: true, address2: true, city: true, zipcode: true, country: true });
        setStep(0);
        return;
      }
    }
    if (step === STEPS.length - 1) await form.submitForm();
    else setStep(step + 1);
  };

  if (renewedUntil !== null) {
    return (
      <DialogContent>
        <Alert severity="success" role="status">
          {t('invoices.checkout.renewed', { date: formatDay(renewedUntil) })}
        </Alert>
      </DialogContent>
    );
  }

  return (
    <Formik initialValues={emptyCheckout} validationSchema={checkoutSchema(t)} onSubmit={pay}>
      {(form) => (
        <>
          <DialogContent>
            {step < PIX && (
              <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
                {STEPS.map((name) => (
                  <Step key={name}>
                    <StepLabel>{t(`invoices.checkout.steps.${name}`)}</StepLabel>
                  </Step>
                ))}
              </Stepper>
            )}
            {step === 0 && <DataStep />}
            {step === 1 && <PlanStep plan={plan} invoice={invoice} />}
            {step === 2 && <ReviewStep values={form.values} plan={plan} invoice={invoice} />}
            {step === PIX && charge && <PixStep charge={charge} />}
            {pixMissing && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('invoices.checkout.pixNotConfigured')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {step === PIX ? (
              <Button onClick={onClose}>{t('invoices.checkout.close')}</Button>
            ) : (
              <>
                <Button onClick={step === 0 ? onClose : () => setStep(step - 1)}>
                  {step === 0 ? t('invoices.checkout.cancel') : t('invoices.checkout.back')}
                </Button>
                <ButtonWithSpinner variant="contained" loading={form.isSubmitting} onClick={() => void next(form)}>
                  {step === STEPS.length - 1 ? t('invoices.pay') : t('invoices.checkout.next')}
                </ButtonWithSpinner>
              </>
            )}
          </DialogActions>
        </>
      )}
    </Formik>
  );
}
