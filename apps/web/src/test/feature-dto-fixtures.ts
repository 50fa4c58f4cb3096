import { scheduleSchema, type ScheduleDTO } from '@zapdesk/shared';
import { STAMP, validDto } from './dto-fixtures';

// Builders of the feature screens' DTOs (schedules, chats, announcements, notes, AI and integrations,
// campaigns), made and validated as dto-fixtures.ts makes the core resources': through the shared schema the
// API's tests hold the real responses to. Same defaults: company 3, user 7 (Ana Souza), contact 101.

/** Schedule 10: AGENDADA, by user 7 for contact 101 (Maria Lima), without ticket or attachment. */
export function makeScheduleDto(overrides: Partial<ScheduleDTO> = {}): ScheduleDTO {
  const schedule: ScheduleDTO = {
    id: 10,
    body: 'Lembrete da sua consulta',
    sendAt: STAMP,
    sentAt: null,
    status: 'AGENDADA',
    contactId: 101,
    contact: { id: 101, name: 'Maria Lima', number: '5511999990001', email: '', profilePicUrl: '', isGroup: false },
    ticketId: null,
    userId: 7,
    user: { id: 7, name: 'Ana Souza' },
    companyId: 3,
    mediaPath: null,
    mediaName: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(scheduleSchema, schedule, `schedule ${schedule.id}`);
}
