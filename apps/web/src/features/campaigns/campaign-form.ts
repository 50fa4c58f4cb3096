import dayjs from 'dayjs';
import * as yup from 'yup';
import { CAMPAIGN_MESSAGE_SLOTS, CAMPAIGN_NAME_MAX, CAMPAIGN_NAME_MIN, type CampaignDTO } from '@zapdesk/shared';
import type { CampaignInput } from '../../resources/campaigns/api';

type Slot = (typeof CAMPAIGN_MESSAGE_SLOTS)[number];
type MessageValues = Record<`message${Slot}` | `confirmationMessage${Slot}`, string>;

/** The dialog's values: selects hold '' for "none", the schedule a datetime-local value. */
export type CampaignFormValues = MessageValues & {
  name: string;
  confirmation: boolean;
  scheduledAt: string;
  whatsappId: number | '';
  contactListId: number | '';
  tagListId: number | '';
  fileListId: number | '';
};

export const campaignFormSchema = yup.object({
  name: yup.string().trim().min(CAMPAIGN_NAME_MIN, 'validation.tooShort').max(CAMPAIGN_NAME_MAX, 'validation.tooLong').required('validation.required'),
});

const idOrEmpty = (id: number | null | undefined): number | '' => id ?? '';
const idOrNull = (id: number | ''): number | null => (id === '' ? null : id);

export function initialCampaignValues(campaign: CampaignDTO | null): CampaignFormValues {
  const messages = Object.fromEntries(
    CAMPAIGN_MESSAGE_SLOTS.flatMap((n) => [
      [`message${n}`, campaign?.[`message${n}`] ?? ''],
      [`confirmationMessage${n}`, campaign?.[`confirmationMessage${n}`] ?? ''],
    ]),
  ) as MessageValues;
  return {
    ...messages,
    name: campaign?.name ?? '',
    confirmation: campaign?.confirmation ?? false,
    scheduledAt: campaign?.scheduledAt ? dayjs(campaign.scheduledAt).format('YYYY-MM-DDTHH:mm') : '',
    whatsappId: idOrEmpty(campaign?.whatsappId),
    contactListId: idOrEmpty(campaign?.contactListId),
    tagListId: idOrEmpty(campaign?.tagListId),
    fileListId: idOrEmpty(campaign?.fileListId),
  };
}

/**
 * §5: the schedule goes as YYYY-MM-DD HH:mm:ss (empty → null). The browser's offset is appended so the time means
 * what the user saw even when the company's time zone differs (the API takes the instant as it is).
 */
export function toCampaignInput(values: CampaignFormValues, { messagesOnly }: { messagesOnly: boolean }): CampaignInput {
  const messages = Object.fromEntries(
    CAMPAIGN_MESSAGE_SLOTS.flatMap((n) => [
      [`message${n}`, values[`message${n}`]],
      [`confirmationMessage${n}`, values[`confirmationMessage${n}`]],
    ]),
  ) as MessageValues;
  if (messagesOnly) return messages;
  return {
    ...messages,
    name: values.name.trim(),
    confirmation: values.confirmation,
    scheduledAt: values.scheduledAt ? dayjs(values.scheduledAt).format('YYYY-MM-DD HH:mm:ssZ') : null,
    whatsappId: idOrNull(values.whatsappId),
    contactListId: idOrNull(values.contactListId),
    tagListId: idOrNull(values.tagListId),
    fileListId: idOrNull(values.fileListId),
  };
}
