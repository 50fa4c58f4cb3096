import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { OlderHistoryLog } from '../../../../components/OlderHistoryLog';
import { useAuth } from '../../../../session/useAuth';
import { shouldLoadOlder } from '../../history-scroll';
import { canActOnMessages, canForwardMessage } from '../../message-actions';
import { withDaySeparators } from '../../message-days';
import { canDeleteMessage } from '../../../../resources/tickets/ticket-access';
import type { MessageSelection } from '../../hooks/useMessageSelection';
import type { useTicketMessages } from '../../hooks/useTicketMessages';
import { DayDivider } from './DayDivider';
import { MessageBubble } from './MessageBubble';
import { MessageMenu } from './MessageMenu';

interface MessagesListProps {
  ticket: TicketDTO;
  history: ReturnType<typeof useTicketMessages>;
  onReply: (message: MessageDTO) => void;
  /** Select mode (forwarding several): ticks on the messages that can be forwarded, started from a message's menu. */
  selection: MessageSelection;
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, py: 4 }}>{children}</Box>;
}

/**
 * The scrolling history: opens at the newest message, follows new ones to the bottom, and loads the
 * previous page near the top while keeping the messages on screen where they were.
 */
export function MessagesList({ ticket, history, onReply, selection }: MessagesListProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; message: MessageDTO } | null>(null);
  const { messages, hasOlder, isLoadingOlder, loadOlder } = history;
  const items = useMemo(() => withDaySeparators(messages), [messages]);

  const openMenu = useCallback((anchor: HTMLElement, message: MessageDTO) => setMenu({ anchor, message }), []);
  const contactName = ticket.contact?.name ?? '';

  let content: ReactNode;
  if (history.isLoading) {
    content = (
      <Centered>
        <CircularProgress aria-label={t('conversation.history.loading')} />
      </Centered>
    );
  } else if (history.isError) {
    content = (
      <Centered>
        <Typography color="text.secondary">{t('conversation.history.loadError')}</Typography>
        <Button onClick={() => void history.refetch()}>{t('conversation.retry')}</Button>
      </Centered>
    );
  } else if (items.length === 0) {
    content = (
      <Centered>
        <Typography color="text.secondary">{t('conversation.history.empty')}</Typography>
      </Centered>
    );
  } else {
    content = items.map((item) =>
      item.kind === 'day' ? (
        <DayDivider key={item.key} day={item.day} />
      ) : (
        <MessageBubble
          key={item.key}
          message={item.message}
          showSender={ticket.isGroup && !item.message.fromMe}
          contactName={contactName}
          onOpenMenu={item.message.isDeleted || selection.selecting ? undefined : openMenu}
          onToggleSelect={selection.selecting && canForwardMessage(item.message) ? selection.toggle : undefined}
          selected={selection.ids.has(item.message.id)}
          selectDisabled={selection.isFull}
        />
      ),
    );
  }

  return (
    <OlderHistoryLog
      history={{ messages, hasOlder, isLoadingOlder, loadOlder, shouldLoadOlder }}
      label={t('conversation.history.label')}
      busy={history.isLoading || isLoadingOlder}
      loadingLabel={isLoadingOlder ? t('conversation.history.loadingOlder') : undefined}
      sx={{ px: { xs: 1, sm: 2.5 }, py: 1.5 }}
    >
      {content}
      {menu && user && (
        <MessageMenu
          anchor={menu.anchor}
          message={menu.message}
          canAct={canActOnMessages(user, ticket)}
          canDelete={canDeleteMessage(user, ticket, menu.message)}
          onReply={onReply}
          onSelect={selection.start}
          onChanged={history.replace}
          onClose={() => setMenu(null)}
        />
      )}
    </OlderHistoryLog>
  );
}
