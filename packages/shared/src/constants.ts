/** The version text shown in the menu footer and returned by GET /version. */
export const APP_VERSION = '6.0.0';

export const Profiles = ['user', 'admin', 'supervisor'] as const;
export type Profile = (typeof Profiles)[number];

/** 'desabled' is the contract's spelling. */
export const AllTicketValues = ['enabled', 'desabled'] as const;
export type AllTicket = (typeof AllTicketValues)[number];

export const Recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type Recurrence = (typeof Recurrences)[number];

/** Months added to the due date per recurrence ('+ Vencimento', paid invoices). */
export const RecurrenceMonths: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

export const PlanFlags = ['useCampaigns', 'useKanban', 'useOpenAi', 'useIntegrations', 'useSchedules', 'useInternalChat', 'useExternalApi'] as const;
export type PlanFlag = (typeof PlanFlags)[number];

/** Days of trial the server grants on public sign-up (never the client's dueDate). */
export const SIGNUP_TRIAL_DAYS = 3;

/** Messages one forward (POST /messages/forward) may carry: the conversation's selection stops there too. */
export const MAX_FORWARDED = 20;
/** The login screen warns when fewer days than this remain. */
export const DUE_DATE_WARNING_DAYS = 5;
/** Users without a heartbeat for this long are set offline. */
export const USER_STATUS_HEARTBEAT_MS = 300_000;
export const SOCKET_PING_MS = 18_000;

export const WeekdaysEn = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayEn = (typeof WeekdaysEn)[number];
export const WeekdaysPt: Record<WeekdayEn, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export interface ScheduleEntry {
  weekday: string;
  weekdayEn: WeekdayEn;
  startTime: string;
  endTime: string;
}

/** Default business hours: Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export function defaultSchedules(): ScheduleEntry[] {
  return WeekdaysEn.map((weekdayEn) => ({
    weekday: WeekdaysPt[weekdayEn],
    weekdayEn,
    startTime: weekdayEn === 'sunday' ? '00:00' : '08:00',
    endTime: weekdayEn === 'saturday' ? '12:00' : weekdayEn === 'sunday' ? '00:00' : '18:00',
  }));
}

/** Connection statuses (§4 Connection status). */
export const ConnectionStatuses = ['OPENING', 'qrcode', 'PAIRING', 'CONNECTED', 'DISCONNECTED', 'TIMEOUT'] as const;
export type ConnectionStatus = (typeof ConnectionStatuses)[number];
/** Statuses that light the '!' badge on the Connections menu item. */
export const AttentionStatuses: readonly ConnectionStatus[] = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'];

/** 'beta' is the Baileys engine (the contract's name); 'sandbox' is the simulated phone. */
export const WhatsappProviders = ['beta', 'sandbox'] as const;
export type WhatsappProvider = (typeof WhatsappProviders)[number];
