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
export const SecretSettingKeys: readonly string[] = ['asaas'];

/** The settings a viewer may see: secrets are left out unless the viewer administers the company. */
export function visibleSettings<S extends { key: string }>(settings: S[], canSeeSecrets: boolean): S[] {
  return canSeeSecrets ? settings : settings.filter((s) => !SecretSettingKeys.includes(s.key));
}
