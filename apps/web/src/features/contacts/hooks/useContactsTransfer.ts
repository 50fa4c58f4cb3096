import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastError } from '../../../lib/toast-error';
import { fetchAllContacts, importContacts } from '../../../resources/contacts/api';
import { buildContactsCsv, CONTACTS_CSV_FILENAME } from '../contacts-csv';
import { saveFile } from '../../../lib/save-file';
import { contactKeys } from '../../../resources/contacts/keys';

/** 'Exportar contatos': every contact matching the search (all pages, not only the loaded ones) as contatos.csv. */
export function useExportContacts(searchParam: string) {
  const [exporting, setExporting] = useState(false);
  const exportContacts = async () => {
    setExporting(true);
    try {
      const contacts = await fetchAllContacts(searchParam);
      saveFile(new Blob([buildContactsCsv(contacts)], { type: 'text/csv;charset=utf-8' }), CONTACTS_CSV_FILENAME);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportContacts };
}

/** 'Importar contatos': the phone's address book (default connection) becomes contacts; the toast counts them. */
export function useImportContacts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const runImport = async (): Promise<boolean> => {
    setImporting(true);
    try {
      const { created, updated } = await importContacts();
      toast.success(t('contacts.import.done', { created, updated }));
      // Imported contacts land anywhere in the name order: reload the lists rather than guess their pages.
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists });
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setImporting(false);
    }
  };
  return { importing, runImport };
}
