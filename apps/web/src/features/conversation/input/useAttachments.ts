import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

/** The API takes at most 10 files of 16 MB each per message (WhatsApp's own media limit). */
export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 16 * 1024 * 1024;

/**
 * Files waiting to be sent, added through the paperclip's file picker or dropped on the input area.
 * `onRejected` hears about files over the limits, which are left out.
 */
export function useAttachments({ disabled, onRejected }: { disabled: boolean; onRejected: () => void }) {
  const [files, setFiles] = useState<File[]>([]);

  const add = (added: File[]) => {
    if (added.length === 0) return;
    // Functional update: a quick reply's file may arrive after other files were added.
    setFiles((current) => [...current, ...added].slice(0, MAX_ATTACHMENTS));
    if (files.length + added.length > MAX_ATTACHMENTS) onRejected();
  };

  const dropzone = useDropzone({
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      if (rejected.length > 0) onRejected();
      add(accepted);
    },
    maxSize: MAX_ATTACHMENT_BYTES,
    multiple: true,
    disabled,
    // The paperclip opens the picker; a click in the text must not.
    noClick: true,
    noKeyboard: true,
  });

  return {
    files,
    add,
    remove: (index: number) => setFiles((current) => current.filter((_, position) => position !== index)),
    clear: () => setFiles([]),
    dropzone,
  };
}
