import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../lib/dates';
import { isAdmin } from '../../session/permissions';
import { useAuth } from '../../session/useAuth';

/** "Olá {name}, seja bem-vindo a {company}!" plus, for admins, the company's due date. */
export function Greeting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const dueDate = formatDay(user.company?.dueDate);
  const greeting = t('layout.greeting', { name: user.name, company: user.company?.name ?? '' });
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      {/* Phones cut the greeting short; the title keeps the whole text reachable. */}
      <Typography variant="body1" noWrap title={greeting} sx={{ fontWeight: 500 }}>
        {greeting}
      </Typography>
      {isAdmin(user) && dueDate && (
        <Typography variant="caption" noWrap component="p" sx={{ opacity: 0.85 }}>
          {t('layout.activeUntil', { date: dueDate })}
        </Typography>
      )}
    </Box>
  );
}
