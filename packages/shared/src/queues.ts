import type { ScheduleEntry } from './constants.js';

/**
 * The 50 colours a queue may take (spec §5: chosen from a fixed palette). They are the colours of the
 * pickers the product's users know (GitHub's 16 plus the compact picker's 36, without white and black,
 * which would hide a queue's chip on either theme). The API accepts only these; the web offers only these.
 */
export const QueueColors = [
  '#B80000',
  '#DB3E00',
  '#FCCB00',
  '#008B02',
  '#006B76',
  '#1273DE',
  '#004DCF',
  '#5300EB',
  '#EB9694',
  '#FAD0C3',
  '#FEF3BD',
  '#C1E1C5',
  '#BEDADC',
  '#C4DEF6',
  '#BED3F3',
  '#D4C4FB',
  '#4D4D4D',
  '#999999',
  '#F44E3B',
  '#FE9200',
  '#FCDC00',
  '#DBDF00',
  '#A4DD00',
  '#68CCCA',
  '#73D8FF',
  '#AEA1FF',
  '#FDA1FF',
  '#333333',
  '#808080',
  '#CCCCCC',
  '#D33115',
  '#E27300',
  '#FCC400',
  '#B0BC00',
  '#68BC00',
  '#16A5A5',
  '#009CE0',
  '#7B64FF',
  '#FA28FF',
  '#666666',
  '#B3B3B3',
  '#9F0500',
  '#C45100',
  '#FB9E00',
  '#808900',
  '#194D33',
  '#0C797D',
  '#0062B1',
  '#653294',
  '#AB149E',
] as const;
export type QueueColor = (typeof QueueColors)[number];

/** The palette's spelling of a colour typed in any case ('#b80000' → '#B80000'); null when it is not one of them. */
export function toQueueColor(value: string): QueueColor | null {
  const upper = value.trim().toUpperCase();
  return QueueColors.find((color) => color === upper) ?? null;
}

/** §5 Queue: name 2 to 50 characters, colour 3 to 9. */
export const QueueLimits = { nameMin: 2, nameMax: 50, colorMin: 3, colorMax: 9, messageMax: 10_000 } as const;

/** A queue (department) as GET /queue and GET /queue/{id} answer it (spec §3 Queue). */
export interface QueueDTO {
  id: number;
  name: string;
  color: string;
  greetingMessage: string;
  completionMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  orderQueue: number | null;
  integrationId: number | null;
  promptId: number | null;
  schedules: ScheduleEntry[];
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** §3 Queue option, with bounds of our own: title up to 100 characters; `option` is the number the customer types (1 to 9999). */
export const QueueOptionLimits = { titleMax: 100, messageMax: 10_000, optionMax: 9999 } as const;

/**
 * A node of a queue's option tree (GET /queue-options). `option` is the number the customer types to
 * choose it; `children` is the node's whole subtree, ordered by option at every level.
 */
export interface QueueOptionDTO {
  id: number;
  title: string;
  message: string;
  option: string;
  queueId: number;
  parentId: number | null;
  children: QueueOptionDTO[];
  createdAt: string;
  updatedAt: string;
}
