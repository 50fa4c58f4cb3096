import type { Access } from './access';

export interface PlaceholderRoute {
  path: string;
  /** i18n key of the page title (the same key names its menu entry). */
  titleKey: string;
  access?: Access;
}

const campaigns: Access = { kind: 'campaigns' };

/** Private pages whose screens other issues build; each shows its title and "Em breve" meanwhile. */
export const placeholderRoutes: PlaceholderRoute[] = [
  { path: '/campaigns', titleKey: 'menu.campaigns', access: campaigns },
  { path: '/contact-lists', titleKey: 'menu.contactLists', access: campaigns },
  { path: '/contact-lists/:contactListId/contacts', titleKey: 'menu.contactLists', access: campaigns },
  { path: '/campaign/:campaignId/report', titleKey: 'menu.campaignReport', access: campaigns },
  { path: '/campaigns-config', titleKey: 'menu.campaignsConfig', access: campaigns },
  { path: '/prompts', titleKey: 'menu.prompts', access: { kind: 'plan', flag: 'useOpenAi' } },
  { path: '/queue-integration', titleKey: 'menu.queueIntegration', access: { kind: 'plan', flag: 'useIntegrations' } },
  { path: '/files', titleKey: 'menu.files' },
  { path: '/messages-api', titleKey: 'menu.messagesApi', access: { kind: 'plan', flag: 'useExternalApi' } },
  { path: '/financeiro', titleKey: 'menu.financial' },
];
