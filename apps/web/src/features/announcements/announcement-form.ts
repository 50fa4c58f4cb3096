import * as yup from 'yup';
import {
  ANNOUNCEMENT_DEFAULT_PRIORITY,
  ANNOUNCEMENT_DEFAULT_STATUS,
  ANNOUNCEMENT_MEDIA_EXTENSIONS,
  type AnnouncementDTO,
  type AnnouncementInput,
  type AnnouncementPriority,
} from '@zapdesk/shared';

export interface AnnouncementFormValues {
  title: string;
  text: string;
  priority: AnnouncementPriority;
  status: boolean;
}

/** Spec §5 Announcement: title and text required ('Obrigatório'); the bounds are the API's. Messages are i18n keys. */
export const announcementFormSchema = yup.object({
  title: yup.string().trim().required('announcements.dialog.required').max(255, 'validation.tooLong'),
  text: yup.string().trim().required('announcements.dialog.required').max(10_000, 'validation.tooLong'),
});

/** Spec §9: a new announcement is low priority (3) and active. */
export function initialAnnouncementValues(record: AnnouncementDTO | null): AnnouncementFormValues {
  return {
    title: record?.title ?? '',
    text: record?.text ?? '',
    priority: record?.priority ?? ANNOUNCEMENT_DEFAULT_PRIORITY,
    status: record?.status ?? ANNOUNCEMENT_DEFAULT_STATUS,
  };
}

export function toAnnouncementInput(values: AnnouncementFormValues): AnnouncementInput {
  return { title: values.title.trim(), text: values.text.trim(), priority: values.priority, status: values.status };
}

/** Spec §5: the attachment is a .png, .jpg or .jpeg picture. */
export function isAcceptedPicture(name: string): boolean {
  const lower = name.toLowerCase();
  return ANNOUNCEMENT_MEDIA_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The file input's accept list. */
export const PICTURE_ACCEPT = ANNOUNCEMENT_MEDIA_EXTENSIONS.join(',');
