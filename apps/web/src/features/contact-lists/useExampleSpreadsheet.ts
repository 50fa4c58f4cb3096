import { useCallback } from 'react';
import { toastError } from '../../lib/toast-error';
import { fetchExampleSpreadsheet } from '../../resources/contact-lists/api';
import { saveBlob } from './save-blob';

/** Downloads the example spreadsheet (columns name, number, email). */
export function useExampleSpreadsheet(): () => void {
  return useCallback(() => {
    fetchExampleSpreadsheet()
      .then((blob) => saveBlob(blob, 'exemplo-lista-de-contatos.xlsx'))
      .catch(toastError);
  }, []);
}
