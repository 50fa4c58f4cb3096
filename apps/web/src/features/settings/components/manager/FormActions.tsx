import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ButtonWithSpinner } from '../../../../components/ButtonWithSpinner';

interface FormActionsProps {
  saving: boolean;
  onClear: () => void;
  /** Shown only while a record is being edited. */
  onDelete?: () => void;
  /** Extra buttons between Excluir and Salvar ('+ Vencimento'). */
  extra?: ReactNode;
}

/** Limpar, Excluir, extras and Salvar: the button row of the Empresas, Planos and Ajuda forms. */
export function FormActions({ saving, onClear, onDelete, extra }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
      <Button variant="outlined" color="inherit" onClick={onClear} disabled={saving}>
        {t('settings.actions.clear')}
      </Button>
      {onDelete && (
        <Button variant="outlined" color="error" onClick={onDelete} disabled={saving}>
          {t('settings.actions.delete')}
        </Button>
      )}
      {extra}
      <ButtonWithSpinner type="submit" variant="contained" loading={saving} sx={{ minWidth: 112 }}>
        {t('settings.actions.save')}
      </ButtonWithSpinner>
    </Box>
  );
}
