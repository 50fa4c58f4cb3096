import { Navigate, Route, Routes } from 'react-router-dom';
import { AnnouncementsPage } from '../features/announcements/components/AnnouncementsPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SignupPage } from '../features/auth/components/SignupPage';
import { ConnectionsPage } from '../features/connections/components/ConnectionsPage';
import { ChatsPage } from '../features/chats/components/ChatsPage';
import { ContactsPage } from '../features/contacts/components/ContactsPage';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { HelpsPage } from '../features/helps/components/HelpsPage';
import { KanbanPage } from '../features/kanban/components/KanbanPage';
import { ComingSoonPage } from '../features/placeholder/components/ComingSoonPage';
import { QueuesPage } from '../features/queues/components/QueuesPage';
import { QuickMessagesPage } from '../features/quick-messages/components/QuickMessagesPage';
import { SchedulesPage } from '../features/schedules/components/SchedulesPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { SubscriptionPage } from '../features/subscription/components/SubscriptionPage';
import { TagsPage } from '../features/tags/components/TagsPage';
import { TicketsPage } from '../features/tickets/components/TicketsPage';
import { TodoListPage } from '../features/todolist/components/TodoListPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { AccessGate } from './guards/AccessGate';
import { PublicOnly } from './guards/PublicOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { placeholderRoutes } from './placeholder-routes';

/** Spec §2 routes: three public pages, every other page behind sign-in inside the shell. */
export function AppRoutes() {
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
          <Route path="/tags" element={<TagsPage />} />
          <Route path="/announcements" element={<AccessGate access={{ kind: 'super' }}><AnnouncementsPage /></AccessGate>} />
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
