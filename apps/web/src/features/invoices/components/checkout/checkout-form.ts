import * as yup from 'yup';
import type { TFunction } from 'i18next';

export interface CheckoutValues {
  firstName: string;
  address2: string;
  city: string;
  zipcode: string;
  country: string;
}

export const emptyCheckout: CheckoutValues = { firstName: '', address2: '', city: '', zipcode: '', country: 'BR' };

/** Spec §5 'Checkout step 1': every field of Dados is required, with these texts. */
export const checkoutSchema = (t: TFunction) =>
  yup.object({
    firstName: yup.string().trim().max(100).required(t('invoices.checkout.errors.firstName')),
    address2: yup.string().trim().max(200).required(t('invoices.checkout.errors.address')),
    city: yup.string().trim().max(100).required(t('invoices.checkout.errors.city')),
    zipcode: yup.string().trim().max(20).required(t('invoices.checkout.errors.zipcode')),
    country: yup.string().oneOf(['BR', 'usa']).required(t('invoices.checkout.errors.country')),
  });

/** Spec §5: the country options. */
export const COUNTRIES = [
  { value: 'BR', label: 'Brasil' },
  { value: 'usa', label: 'usa' },
] as const;
