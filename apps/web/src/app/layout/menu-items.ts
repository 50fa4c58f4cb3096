import type SvgIcon from '@mui/material/SvgIcon';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeviceHubOutlined from '@mui/icons-material/DeviceHubOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FlashOnOutlined from '@mui/icons-material/FlashOnOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalAtmOutlined from '@mui/icons-material/LocalAtmOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';
import { hasAccess, type Access } from '../access';

type IconComponent = typeof SvgIcon;

export interface MenuLink {
  to: string;
  labelKey: string;
  icon: IconComponent;
  access?: Access;
  adminOnly?: boolean;
  /** A collapsible group's entries; the group itself is not a link. */
  children?: MenuLink[];
}

export interface MenuSection {
  headingKey?: string;
  adminOnly?: boolean;
  items: MenuLink[];
}

/** The drawer's menu in the order of the original product (spec §2, roles §6). */
export const menuSections: MenuSection[] = [
  {
    items: [
      { to: '/', labelKey: 'menu.dashboard', icon: DashboardOutlined, adminOnly: true },
      { to: '/tickets', labelKey: 'menu.tickets', icon: WhatsApp },
      { to: '/quick-messages', labelKey: 'menu.quickMessages', icon: FlashOnOutlined },
      { to: '/kanban', labelKey: 'menu.kanban', icon: ViewKanbanOutlined, access: { kind: 'plan', flag: 'useKanban' } },
      { to: '/todolist', labelKey: 'menu.tasks', icon: ChecklistOutlined },
      { to: '/contacts', labelKey: 'menu.contacts', icon: ContactPhoneOutlined },
      { to: '/schedules', labelKey: 'menu.schedules', icon: EventOutlined, access: { kind: 'plan', flag: 'useSchedules' } },
      { to: '/tags', labelKey: 'menu.tags', icon: LocalOfferOutlined },
      { to: '/chats', labelKey: 'menu.chats', icon: ForumOutlined, access: { kind: 'plan', flag: 'useInternalChat' } },
      { to: '/helps', labelKey: 'menu.helps', icon: HelpOutlineOutlined },
    ],
  },
  {
    headingKey: 'menu.administration',
    adminOnly: true,
    items: [
      {
        to: '/campaigns',
        labelKey: 'menu.campaigns',
        icon: CampaignOutlined,
        access: { kind: 'campaigns' },
        children: [
          { to: '/campaigns', labelKey: 'menu.campaignsList', icon: ListAltOutlined },
          { to: '/contact-lists', labelKey: 'menu.contactLists', icon: PeopleOutlined },
          { to: '/campaigns-config', labelKey: 'menu.campaignsConfig', icon: TuneOutlined },
        ],
      },
      { to: '/announcements', labelKey: 'menu.announcements', icon: AnnouncementOutlined, access: { kind: 'super' } },
      { to: '/prompts', labelKey: 'menu.prompts', icon: AutoAwesomeOutlined, access: { kind: 'plan', flag: 'useOpenAi' } },
      {
        to: '/queue-integration',
        labelKey: 'menu.queueIntegration',
        icon: DeviceHubOutlined,
        access: { kind: 'plan', flag: 'useIntegrations' },
      },
      { to: '/connections', labelKey: 'menu.connections', icon: SyncAltOutlined },
      { to: '/files', labelKey: 'menu.files', icon: AttachFileOutlined },
      { to: '/queues', labelKey: 'menu.queues', icon: AccountTreeOutlined },
      { to: '/users', labelKey: 'menu.users', icon: PeopleAltOutlined },
      { to: '/messages-api', labelKey: 'menu.messagesApi', icon: CodeOutlined, access: { kind: 'plan', flag: 'useExternalApi' } },
      { to: '/financeiro', labelKey: 'menu.financial', icon: LocalAtmOutlined },
      { to: '/settings', labelKey: 'menu.settings', icon: SettingsOutlined },
    ],
  },
];

function visible(user: UserDTO | null, item: { adminOnly?: boolean; access?: Access }): boolean {
  return (!item.adminOnly || isAdmin(user)) && hasAccess(user, item.access);
}

/** The sections and entries this user may see; empty sections are dropped. */
export function visibleMenu(user: UserDTO | null): MenuSection[] {
  return menuSections
    .filter((section) => visible(user, section))
    .map((section) => ({ ...section, items: section.items.filter((item) => visible(user, item)) }))
    .filter((section) => section.items.length > 0);
}
