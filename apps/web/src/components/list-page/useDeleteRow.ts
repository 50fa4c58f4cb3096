import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { toastError } from '../../lib/toast-error';

interface DeleteRowOptions {
  /** The resource's DELETE. */
  remove: (id: number) => Promise<void>;
  /** Takes the row out of every cached list at once (the resource's applier), before its live event. */
  onDeleted: (id: number) => void;
  /** The toast after a deletion. */
  deletedMessage: string;
}

/** The row a confirmation asks about, and the delete that runs when it is confirmed. */
export interface RowDeletion<T> {
  target: T | null;
  ask: (row: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  deleting: boolean;
}

/** Deleting a row of a list page: ask, confirm, DELETE, drop it from the caches, toast; an error toasts and keeps asking. */
export function useDeleteRow<T extends { id: number }>({ remove, onDeleted, deletedMessage }: DeleteRowOptions): RowDeletion<T> {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: (row: T) => remove(row.id),
    onSuccess: (_nothing, row) => {
      onDeleted(row.id);
      toast.success(deletedMessage);
      setTarget(null);
    },
    onError: toastError,
  });
  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: async () => {
      if (target) await mutation.mutateAsync(target).catch(() => undefined);
    },
    deleting: mutation.isPending,
  };
}
