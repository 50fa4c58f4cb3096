import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AccessGate } from './guards/AccessGate';
import { PublicOnly } from './guards/PublicOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AppSkeleton, PUBLIC_PATHS } from './layout/AppSkeleton';
import { loadFullPortuguese } from '../lib/i18n';
import { lazyNamed } from '../lib/lazy-named';
import { placeholderRoutes } from './placeholder-routes';

// Each page (and the signed-in shell) is a chunk of its own, fetched when its route first renders: a visit
// downloads the code of the screen it opens, not of the whole app (issue 20).
const AnnouncementsPage = lazyNamed(() => import('../features/announcements/components/AnnouncementsPage'), 'AnnouncementsPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyNamed(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/components/SignupPage'), 'SignupPage');
const ConnectionsPage = lazyNamed(() => import('../features/connections/components/ConnectionsPage'), 'ConnectionsPage');
const CampaignReportPage = lazyNamed(() => import('../features/campaigns/components/CampaignReportPage'), 'CampaignReportPage');
const CampaignSettingsPage = lazyNamed(() => import('../features/campaigns/components/CampaignSettingsPage'), 'CampaignSettingsPage');
const CampaignsPage = lazyNamed(() => import('../features/campaigns/components/CampaignsPage'), 'CampaignsPage');
const ChatsPage = lazyNamed(() => import('../features/chats/components/ChatsPage'), 'ChatsPage');
const ContactsPage = lazyNamed(() => import('../features/contacts/components/ContactsPage'), 'ContactsPage');
const ContactListItemsPage = lazyNamed(() => import('../features/contact-lists/components/ContactListItemsPage'), 'ContactListItemsPage');
const ContactListsPage = lazyNamed(() => import('../features/contact-lists/components/ContactListsPage'), 'ContactListsPage');
const DashboardPage = lazyNamed(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');
const InvoicesPage = lazyNamed(() => import('../features/invoices/components/InvoicesPage'), 'InvoicesPage');
const FileListsPage = lazyNamed(() => import('../features/files/components/FileListsPage'), 'FileListsPage');
const HelpsPage = lazyNamed(() => import('../features/helps/components/HelpsPage'), 'HelpsPage');
const KanbanPage = lazyNamed(() => import('../features/kanban/components/KanbanPage'), 'KanbanPage');
const IntegrationsPage = lazyNamed(() => import('../features/queue-integrations/components/IntegrationsPage'), 'IntegrationsPage');
const MessagesApiPage = lazyNamed(() => import('../features/messages-api/components/MessagesApiPage'), 'MessagesApiPage');
const PromptsPage = lazyNamed(() => import('../features/prompts/components/PromptsPage'), 'PromptsPage');
const ComingSoonPage = lazyNamed(() => import('../features/placeholder/components/ComingSoonPage'), 'ComingSoonPage');
const QueuesPage = lazyNamed(() => import('../features/queues/components/QueuesPage'), 'QueuesPage');
const QuickMessagesPage = lazyNamed(() => import('../features/quick-messages/components/QuickMessagesPage'), 'QuickMessagesPage');
const SchedulesPage = lazyNamed(() => import('../features/schedules/components/SchedulesPage'), 'SchedulesPage');
const SettingsPage = lazyNamed(() => import('../features/settings/components/SettingsPage'), 'SettingsPage');
const SubscriptionPage = lazyNamed(() => import('../features/subscription/components/SubscriptionPage'), 'SubscriptionPage');
const TagsPage = lazyNamed(() => import('../features/tags/components/TagsPage'), 'TagsPage');
const TicketsPage = lazyNamed(() => import('../features/tickets/components/TicketsPage'), 'TicketsPage');
const TodoListPage = lazyNamed(() => import('../features/todolist/components/TodoListPage'), 'TodoListPage');
const UsersPage = lazyNamed(() => import('../features/users/components/UsersPage'), 'UsersPage');
// The shell shows every screen's texts: it comes with the rest of Portuguese (the first visit has only its own).
const AppLayout = lazyNamed(() => Promise.all([import('./layout/AppLayout'), loadFullPortuguese()]).then(([layout]) => layout), 'AppLayout');

/**
 * Fetches the signed-in shell and the page a sign-in lands on as soon as someone starts filling a public form
 * (typing, or a click such as the browser's autofill then 'Entrar'): by the time the sign-in answers they are
 * here. Not on load: a visit that only looks at the login page downloads none of it.
 */
function usePrefetchOnIntent(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const events = ['input', 'pointerdown'] as const;
    const prefetch = () => {
      for (const event of events) document.removeEventListener(event, prefetch, true);
      void AppLayout.preload();
      void TicketsPage.preload();
    };
    for (const event of events) document.addEventListener(event, prefetch, true);
    return () => {
      for (const event of events) document.removeEventListener(event, prefetch, true);
    };
  }, [enabled]);
}

/** The app's routes; the skeleton stands in while the first chunk of a visit loads. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const isPublic = PUBLIC_PATHS.includes(pathname);
  usePrefetchOnIntent(isPublic);
  // The router navigates in a transition, which keeps a shown boundary's content instead of its fallback: after
  // a sign-in the login page would stay, frozen, until the shell's chunks arrive. A boundary of its own for each
  // side shows the skeleton at once instead.
  return (
    <Suspense key={isPublic ? 'public' : 'app'} fallback={<AppSkeleton />}>
      <RouteTree />
    </Suspense>
  );
}

/** Spec §2 routes: three public pages, every other page behind sign-in inside the shell. */
function RouteTree() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/forgetpsw" element={<ForgotPasswordPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="/todolist" element={<TodoListPage />} />
          <Route path="/connections" element={<ConnectionsPage />} />
          <Route path="/helps" element={<HelpsPage />} />
          <Route path="/users" element={<UsersPage />} />
          <Route path="/queues" element={<QueuesPage />} />
          <Route path="/contacts" element={<ContactsPage />} />
          <Route path="/quick-messages" element={<QuickMessagesPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/financeiro" element={<InvoicesPage />} />
          <Route path="/tags" element={<TagsPage />} />
          <Route path="/files" element={<FileListsPage />} />
          <Route
            path="/announcements"
            element={
              <AccessGate access={{ kind: 'super' }}>
                <AnnouncementsPage />
              </AccessGate>
            }
          />
          <Route
            path="/kanban"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useKanban' }}>
                <KanbanPage />
              </AccessGate>
            }
          />
          <Route
            path="/schedules"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useSchedules' }}>
                <SchedulesPage />
              </AccessGate>
            }
          />
          <Route
            path="/chats/:chatId?"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useInternalChat' }}>
                <ChatsPage />
              </AccessGate>
            }
          />
          {/* The campaign area (spec §2): plan useCampaigns and the cshow key. */}
          <Route
            path="/campaigns"
            element={
              <AccessGate access={{ kind: 'campaigns' }}>
                <CampaignsPage />
              </AccessGate>
            }
          />
          <Route
            path="/campaign/:campaignId/report"
            element={
              <AccessGate access={{ kind: 'campaigns' }}>
                <CampaignReportPage />
              </AccessGate>
            }
          />
          <Route
            path="/campaigns-config"
            element={
              <AccessGate access={{ kind: 'campaigns' }}>
                <CampaignSettingsPage />
              </AccessGate>
            }
          />
          <Route
            path="/contact-lists"
            element={
              <AccessGate access={{ kind: 'campaigns' }}>
                <ContactListsPage />
              </AccessGate>
            }
          />
          <Route
            path="/contact-lists/:contactListId/contacts"
            element={
              <AccessGate access={{ kind: 'campaigns' }}>
                <ContactListItemsPage />
              </AccessGate>
            }
          />
          <Route
            path="/prompts"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useOpenAi' }}>
                <PromptsPage />
              </AccessGate>
            }
          />
          <Route
            path="/queue-integration"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useIntegrations' }}>
                <IntegrationsPage />
              </AccessGate>
            }
          />
          <Route
            path="/messages-api"
            element={
              <AccessGate access={{ kind: 'plan', flag: 'useExternalApi' }}>
                <MessagesApiPage />
              </AccessGate>
            }
          />
          {/* One optional-segment route: opening a ticket keeps the list pane (and its state) mounted. */}
          <Route path="/tickets/:ticketUuid?" element={<TicketsPage />} />
          {placeholderRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <AccessGate access={route.access}>
                  <ComingSoonPage titleKey={route.titleKey} />
                </AccessGate>
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
