import { useTranslation } from 'react-i18next';
import { useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRIES, type CheckoutValues } from './checkout-form';

const FIELDS = [
  { name: 'firstName', label: 'invoices.checkout.fields.firstName', autoComplete: 'name' },
  { name: 'address2', label: 'invoices.checkout.fields.address', autoComplete: 'street-address' },
  { name: 'city', label: 'invoices.checkout.fields.city', autoComplete: 'address-level2' },
  { name: 'zipcode', label: 'invoices.checkout.fields.zipcode', autoComplete: 'postal-code' },
] as const;

const shown = (touched: FormikTouched<CheckoutValues>, errors: FormikErrors<CheckoutValues>, name: keyof CheckoutValues) =>
  touched[name] ? errors[name] : undefined;

/** Step 0, Dados: the payer's name and address (spec §5 'Checkout step 1'). */
export function DataStep() {
  const { t } = useTranslation();
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<CheckoutValues>();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          value={values[field.name]}
          onChange={handleChange}
          onBlur={handleBlur}
          autoComplete={field.autoComplete}
          error={Boolean(shown(touched, errors, field.name))}
          helperText={shown(touched, errors, field.name)}
          required
        />
      ))}
      <TextField
        select
        name="country"
        label={t('invoices.checkout.fields.country')}
        value={values.country}
        onChange={handleChange}
        onBlur={handleBlur}
        error={Boolean(shown(touched, errors, 'country'))}
        helperText={shown(touched, errors, 'country')}
        required
      >
        {COUNTRIES.map((country) => (
          <MenuItem key={country.value} value={country.value}>
            {country.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
