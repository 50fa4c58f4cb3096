// @vitest-environment node
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { contact, makeSchedule } from './test/fixtures';
import { defaultSendAt, initialScheduleValues, isAcceptedAttachment, isReadOnlySchedule, scheduleFormSchema, toScheduleInput } from './schedule-form';
import { toEvents, visibleRange } from './schedule-calendar';

describe('schedule form', () => {
  it('starts a new schedule one hour from now, in the datetime-local format', () => {
    const now = new Date(2026, 4, 10, 9, 30);
    expect(defaultSendAt(now)).toBe('2026-05-10T10:30');
    expect(initialScheduleValues(null, contact(2, 'Carla'), now)).toEqual({ body: '', contact: contact(2, 'Carla'), sendAt: '2026-05-10T10:30' });
  });

  it('sends the local date-time as an ISO instant and the trimmed body', () => {
    expect(toScheduleInput({ body: '  Olá Maria  ', contact: contact(4, 'Maria'), sendAt: '2026-05-10T10:30' })).toEqual({
      body: 'Olá Maria',
      contactId: 4,
      sendAt: new Date(2026, 4, 10, 10, 30).toISOString(),
    });
  });

  it("validates with §5's texts (as i18n keys)", async () => {
    const errors = await scheduleFormSchema
      .validate({ body: 'oi', contact: null, sendAt: '' }, { abortEarly: false })
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(expect.arrayContaining(['schedules.validation.tooShort', 'schedules.validation.required']));
    await expect(scheduleFormSchema.isValid({ body: 'Mensagem ok', contact: contact(1, 'Maria'), sendAt: '2026-05-10T10:30' })).resolves.toBe(true);
  });

  it('is read-only once sent or while sending; a failed one can be edited', () => {
    expect(isReadOnlySchedule(null)).toBe(false);
    expect(isReadOnlySchedule(makeSchedule({ status: 'AGENDADA' }))).toBe(false);
    expect(isReadOnlySchedule(makeSchedule({ status: 'ERRO' }))).toBe(false);
    expect(isReadOnlySchedule(makeSchedule({ status: 'ENVIANDO' }))).toBe(true);
    expect(isReadOnlySchedule(makeSchedule({ status: 'ENVIADA', sentAt: '2026-05-10T10:30:00Z' }))).toBe(true);
  });

  it('accepts .png, .jpg and .jpeg attachments only', () => {
    const file = (name: string) => new File(['x'], name);
    expect(['a.png', 'b.JPG', 'c.jpeg'].map((n) => isAcceptedAttachment(file(n)))).toEqual([true, true, true]);
    expect(['d.gif', 'e.pdf', 'png'].map((n) => isAcceptedAttachment(file(n)))).toEqual([false, false, false]);
  });
});

describe('schedule calendar', () => {
  it('asks for a month with the neighbouring weeks the grid shows', () => {
    const { from, to } = visibleRange(new Date(2026, 4, 15), 'month');
    expect(dayjs(from).isBefore(dayjs('2026-04-26'))).toBe(true);
    expect(dayjs(to).isAfter(dayjs('2026-06-06T23:59'))).toBe(true);
    const day = visibleRange(new Date(2026, 4, 15, 13), 'day');
    expect([day.from, day.to]).toEqual([new Date(2026, 4, 15), new Date(2026, 4, 16)]);
  });

  it("puts each schedule at its sendAt, titled with the contact's name", () => {
    const schedule = makeSchedule({ sendAt: '2026-05-10T13:00:00.000Z' });
    expect(toEvents([schedule, { ...schedule, id: 11, contact: null }], 'Contato removido')).toEqual([
      { id: 10, title: 'Maria Souza', start: new Date('2026-05-10T13:00:00.000Z'), end: new Date('2026-05-10T13:00:00.000Z'), schedule },
      expect.objectContaining({ id: 11, title: 'Contato removido' }),
    ]);
  });
});
