import { useState } from 'react';

/** A record that may carry one attached file (announcements, quick replies). */
export interface WithMedia {
  id: number;
  mediaPath: string | null;
  mediaName: string | null;
}

/** The resource's fetchers: the record is saved first, its file goes up (or away) after. */
export interface AttachmentSaveApi<Record extends WithMedia, Input> {
  create: (input: Input) => Promise<Record>;
  update: (id: number, input: Input) => Promise<Record>;
  upload: (id: number, file: File) => Promise<Record>;
  removeMedia: (id: number) => Promise<Record>;
}

/**
 * The attachment of an add/edit form: what the user chose or removed, the name to show, and the save that writes
 * the record and then its file. `onSaved` hears each saved state (the record, then the record with its new or
 * removed file), so a failed upload still leaves the saved record in the list.
 */
export function useSaveWithAttachment<Record extends WithMedia, Input>(
  record: Record | null,
  api: AttachmentSaveApi<Record, Input>,
  /** How a chosen file's name is shown (the server may store it changed). */
  displayName: (fileName: string) => string = (fileName) => fileName,
) {
  // Set when a create succeeded but its upload failed: saving again updates that record instead of adding a twin.
  const [created, setCreated] = useState<Record | null>(null);
  const current = record ?? created;
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);

  const save = async (input: Input, onSaved: (saved: Record, isNew: boolean) => void) => {
    let saved = current ? await api.update(current.id, input) : await api.create(input);
    if (!current) setCreated(saved);
    onSaved(saved, !current);
    if (file) saved = await api.upload(saved.id, file);
    else if (removeCurrent && current?.mediaPath) saved = await api.removeMedia(saved.id);
    onSaved(saved, false);
  };

  return {
    /** The name of the chosen file, else of the record's own unless it was removed; null when there is none. */
    name: file ? displayName(file.name) : removeCurrent ? null : (current?.mediaName ?? null),
    choose: (chosen: File) => {
      setFile(chosen);
      setRemoveCurrent(false);
    },
    remove: () => {
      setFile(null);
      setRemoveCurrent(true);
    },
    save,
  };
}
