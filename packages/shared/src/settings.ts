/** Setting keys a company admin can change, with the values each accepts (null = free text). */
export const SettingOptions = {
  userRating: ['disabled', 'enabled'],
  scheduleType: ['disabled', 'queue', 'company'],
  CheckMsgIsGroup: ['disabled', 'enabled'],
  call: ['disabled', 'enabled'],
  chatBotType: ['text'],
  sendGreetingAccepted: ['disabled', 'enabled'],
  sendMsgTransfTicket: ['disabled', 'enabled'],
  sendGreetingMessageOneQueues: ['disabled', 'enabled'],
  asaas: null,
  timezone: null,
  language: ['pt', 'en', 'es'],
  campaignsEnabled: ['true', 'false', 'enabled'],
} as const satisfies Record<string, readonly string[] | null>;

export type SettingKey = keyof typeof SettingOptions;
export const SettingKeys = Object.keys(SettingOptions) as SettingKey[];

/** The settings every company starts with. */
export const DefaultSettings: Record<SettingKey, string> = {
  userRating: 'disabled',
  scheduleType: 'disabled',
  CheckMsgIsGroup: 'enabled',
  call: 'enabled',
  chatBotType: 'text',
  sendGreetingAccepted: 'disabled',
  sendMsgTransfTicket: 'disabled',
  sendGreetingMessageOneQueues: 'disabled',
  asaas: '',
  timezone: 'America/Sao_Paulo',
  language: 'pt',
  campaignsEnabled: 'true',
};

export interface SettingDTO {
  key: string;
  value: string;
}

/** Settings that hold credentials: only admins (and the super user) ever receive their values. */
export const SecretSettingKeys: readonly string[] = ['asaas', 'asaasWebhookToken'];

/** The settings a viewer may see: secrets are left out unless the viewer administers the company. */
export function visibleSettings<S extends { key: string }>(settings: S[], canSeeSecrets: boolean): S[] {
  return canSeeSecrets ? settings : settings.filter((s) => !SecretSettingKeys.includes(s.key));
}

/** The environment variables that configure outgoing e-mail (password reset, test e-mail). */
export const MAIL_ENV_NAMES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'] as const;

/** GET /settings/mail (super user): how outgoing e-mail is configured; the password is never sent. */
export interface MailStatusDTO {
  configured: boolean;
  host: string | null;
  port: number;
  user: string | null;
  /** Whether SMTP_PASS is set; its value never leaves the server. */
  passwordSet: boolean;
  from: string;
}
