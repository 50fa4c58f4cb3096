import { lazyDialog } from '../../components/lazy-dialog';

/** The profile dialog, loaded when first opened: its form would otherwise weigh on every signed-in page. */
export const ProfileDialog = lazyDialog(() => import('../../features/profile/components/ProfileDialog'), 'ProfileDialog');
