import type { QueueDTO, QueueOptionDTO, ScheduleEntry, SettingDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

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
}

export interface QueueOptionPayload {
  title: string;
  message: string;
}

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

/** The company's scheduleType setting: the queue's own hours are edited only when it is 'queue'. */
export function fetchScheduleType(): Promise<string> {
  return api.get<SettingDTO[]>('/settings').then((r) => r.data.find((s) => s.key === 'scheduleType')?.value ?? 'disabled');
}
