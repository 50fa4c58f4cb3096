import type { QueueDTO, QueueOptionDTO, ScheduleEntry } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** What the queue modal sends; schedules only when the queue's hours are edited (scheduleType 'queue'). */
export interface QueuePayload {
  name: string;
  color: string;
  orderQueue: number | null;
  greetingMessage: string;
  completionMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  schedules?: ScheduleEntry[];
  /** Sent only when the plan lets the modal show its picker (left out, the stored one stays). */
  promptId?: number | null;
  integrationId?: number | null;
}

export interface QueueOptionPayload {
  title: string;
  message: string;
}

/** GET /queue: the company's queues, in the API's order (every picker and the queues page read this one list). */
export function fetchQueues(): Promise<QueueDTO[]> {
  return api.get<QueueDTO[]>('/queue').then((r) => r.data);
}

export function createQueue(payload: QueuePayload): Promise<QueueDTO> {
  return api.post<QueueDTO>('/queue', payload).then((r) => r.data);
}

export function updateQueue(id: number, payload: QueuePayload): Promise<QueueDTO> {
  return api.put<QueueDTO>(`/queue/${id}`, payload).then((r) => r.data);
}

export function deleteQueue(id: number): Promise<void> {
  return api.delete(`/queue/${id}`).then(() => undefined);
}

/** The queue's whole option tree: the top level (parentId -1), each option with its subtree. */
export function fetchQueueOptionTree(queueId: number): Promise<QueueOptionDTO[]> {
  return api.get<QueueOptionDTO[]>('/queue-options', { params: { queueId, parentId: -1 } }).then((r) => r.data);
}

export function createQueueOption(queueId: number, parentId: number | null, payload: QueueOptionPayload): Promise<QueueOptionDTO> {
  return api.post<QueueOptionDTO>('/queue-options', { ...payload, queueId, parentId: parentId ?? -1 }).then((r) => r.data);
}

export function updateQueueOption(id: number, payload: QueueOptionPayload): Promise<QueueOptionDTO> {
  return api.put<QueueOptionDTO>(`/queue-options/${id}`, payload).then((r) => r.data);
}

export function deleteQueueOption(id: number): Promise<void> {
  return api.delete(`/queue-options/${id}`).then(() => undefined);
}
