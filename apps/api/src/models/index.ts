import { Company } from './Company.js';
import { Contact } from './Contact.js';
import { ContactCustomField } from './ContactCustomField.js';
import { Message } from './Message.js';
import { Tag } from './Tag.js';
import { Ticket } from './Ticket.js';
import { TicketNote } from './TicketNote.js';
import { TicketTag } from './TicketTag.js';
import { TicketTraking } from './TicketTraking.js';
import { Help } from './Help.js';
import { Plan } from './Plan.js';
import { Queue } from './Queue.js';
import { QueueOption } from './QueueOption.js';
import { Setting } from './Setting.js';
import { User } from './User.js';
import { UserQueue } from './UserQueue.js';
import { Whatsapp } from './Whatsapp.js';
import { WhatsappAuthKey } from './WhatsappAuthKey.js';
import { WhatsappQueue } from './WhatsappQueue.js';
import { WhatsappSentMessage } from './WhatsappSentMessage.js';
import { SandboxMessage } from './SandboxMessage.js';
import { QuickMessage } from './QuickMessage.js';
import { AddressBookEntry } from './AddressBookEntry.js';
import { Schedule } from './Schedule.js';
import { Announcement } from './Announcement.js';
import { Chat } from './Chat.js';
import { ChatUser } from './ChatUser.js';
import { ChatMessage } from './ChatMessage.js';
import { OutboxMessage } from './OutboxMessage.js';
import { ContactList } from './ContactList.js';
import { ContactListItem } from './ContactListItem.js';
import { Campaign } from './Campaign.js';
import { CampaignSetting } from './CampaignSetting.js';
import { CampaignShipping } from './CampaignShipping.js';
import { FileList } from './FileList.js';
import { FileListOption } from './FileListOption.js';
import { WebhookEndpoint } from './WebhookEndpoint.js';
import { WebhookDelivery } from './WebhookDelivery.js';
import { Invoice } from './Invoice.js';
import { Prompt } from './Prompt.js';
import { QueueIntegration } from './QueueIntegration.js';
import { AssistantSession } from './AssistantSession.js';

/** Every model, registered with Sequelize at start. */
export const models = [
  Plan,
  Company,
  Setting,
  User,
  Queue,
  QueueOption,
  UserQueue,
  Help,
  Whatsapp,
  WhatsappQueue,
  WhatsappAuthKey,
  WhatsappSentMessage,
  SandboxMessage,
  Contact,
  ContactCustomField,
  Ticket,
  TicketTraking,
  Message,
  OutboxMessage,
  TicketNote,
  Tag,
  TicketTag,
  QuickMessage,
  AddressBookEntry,
  Schedule,
  Chat,
  ChatUser,
  ChatMessage,
  Announcement,
  ContactList,
  ContactListItem,
  FileList,
  FileListOption,
  Campaign,
  CampaignSetting,
  CampaignShipping,
  WebhookEndpoint,
  WebhookDelivery,
  Invoice,
  Prompt,
  QueueIntegration,
  AssistantSession,
] as const;

export {
  Company,
  Contact,
  ContactCustomField,
  Message,
  OutboxMessage,
  Tag,
  Ticket,
  TicketNote,
  TicketTag,
  TicketTraking,
  Help,
  Plan,
  Queue,
  QueueOption,
  SandboxMessage,
  Setting,
  User,
  UserQueue,
  Whatsapp,
  WhatsappAuthKey,
  WhatsappQueue,
  WhatsappSentMessage,
  QuickMessage,
  AddressBookEntry,
  Schedule,
  Chat,
  ChatUser,
  ChatMessage,
  Announcement,
  ContactList,
  ContactListItem,
  FileList,
  FileListOption,
  Campaign,
  CampaignSetting,
  CampaignShipping,
  WebhookEndpoint,
  WebhookDelivery,
  Invoice,
  Prompt,
  QueueIntegration,
  AssistantSession,
};
