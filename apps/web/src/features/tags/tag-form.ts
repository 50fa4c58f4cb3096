import * as yup from 'yup';
import { DEFAULT_TAG_COLOR, TAG_COLOR_PATTERN, TagLimits, type TagDTO, type TagInput } from '@zapdesk/shared';

export interface TagFormValues {
  name: string;
  color: string;
  kanban: boolean;
}

/** Spec §5 Tag: name required ('Obrigatório'), at least 3 characters ('Mensagem muito curta'). Messages are i18n keys. */
export const tagFormSchema = yup.object({
  name: yup
    .string()
    .trim()
    .min(TagLimits.nameMin, 'tags.validation.tooShort')
    .max(TagLimits.nameMax, 'validation.tooLong')
    .required('tags.validation.required'),
  color: yup.string().trim().matches(TAG_COLOR_PATTERN, 'tags.validation.color').required('tags.validation.required'),
});

/** The edited tag, or a blank one in the default colour. */
export function initialTagValues(tag: TagDTO | null): TagFormValues {
  return { name: tag?.name ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR, kanban: tag?.kanban === 1 };
}

/** The body of POST/PUT /tags; only admins and supervisors send `kanban` (§6), so the API never sees others toggle it. */
export function toTagPayload(values: TagFormValues, canToggleKanban: boolean): TagInput {
  return {
    name: values.name.trim(),
    color: values.color.trim(),
    ...(canToggleKanban && { kanban: values.kanban ? 1 : 0 }),
  };
}
