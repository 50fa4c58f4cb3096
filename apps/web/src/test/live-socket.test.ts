import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EVENT, type CompanyEntity, type CompanyEventPayloads } from '@zapdesk/shared';
import {
  makeCampaignDto,
  makeContactListDto,
  makeContactListItemDto,
  makeFileListDto,
  makePromptDto,
  makeQueueIntegrationDto,
} from './automation-dto-fixtures';
import { makeWhatsappSessionDto } from './dto-fixtures';
import { makeAnnouncementDto, makeChatDto, makeChatMessageDto, makeScheduleDto } from './feature-dto-fixtures';
import { emitCompanyEvent, serverEmit } from './live-socket';

/** `dto` with its `from` field renamed `to`: what a rename on one side only looks like to the other. */
function renamed(dto: object, from: string, to: string): never {
  const { [from]: value, ...rest } = dto as Record<string, unknown>;
  return { ...rest, [to]: value } as never;
}

// A test's fake event is refused before it reaches the app when a DTO inside it is not what the API sends.
describe('the session socket of the tests checks the DTOs of the events it sends', () => {
  const cases: Array<[CompanyEntity, string, object]> = [
    ['whatsappSession', 'session', { action: 'update', session: renamed(makeWhatsappSessionDto(), 'qrcode', 'qrCode') }],
    ['schedule', 'schedule', { action: 'update', schedule: renamed(makeScheduleDto(), 'sendAt', 'sendsAt') }],
    ['chat', 'chat', { action: 'update', chat: renamed(makeChatDto(), 'title', 'name') }],
    ['chat', 'message', { action: 'new-message', chat: makeChatDto(), message: renamed(makeChatMessageDto(), 'message', 'text') }],
    ['prompt', 'prompt', { action: 'create', prompt: renamed(makePromptDto(), 'maxTokens', 'tokens') }],
    ['queueIntegration', 'queueIntegration', { action: 'update', queueIntegration: renamed(makeQueueIntegrationDto(), 'urlN8N', 'url') }],
    ['campaign', 'record', { action: 'update', record: renamed(makeCampaignDto(), 'report', 'stats') }],
    ['ContactList', 'record', { action: 'create', record: renamed(makeContactListDto(), 'contactsCount', 'count') }],
    ['ContactListItem', 'record', { action: 'update', record: renamed(makeContactListItemDto(), 'isWhatsappValid', 'valid') }],
    ['file', 'fileList', { action: 'create', fileList: renamed(makeFileListDto(), 'options', 'files') }],
  ];

  it.each(cases)('a %s event whose %s has a renamed field', async (entity, field, payload) => {
    await expect(emitCompanyEvent(3, entity, payload as CompanyEventPayloads[typeof entity])).rejects.toThrow(`${entity} event's ${field}`);
  });

  it('an announcement whose DTO has a renamed field', async () => {
    const announcement = renamed(makeAnnouncementDto(), 'priority', 'level');
    await expect(serverEmit(ANNOUNCEMENT_EVENT, { action: 'create', announcement })).rejects.toThrow(`${ANNOUNCEMENT_EVENT} event's announcement`);
  });
});
