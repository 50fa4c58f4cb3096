import type { Access } from './access';

export interface PlaceholderRoute {
  path: string;
  /** i18n key of the page title (the same key names its menu entry). */
  titleKey: string;
  access?: Access;
}

/** Private pages whose screens other issues build; each shows its title and "Em breve" meanwhile. */
export const placeholderRoutes: PlaceholderRoute[] = [];
