import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDay } from '../../lib/dates';
import { isAdmin } from '../../session/permissions';
import { useAuth } from '../../session/useAuth';

/**
 * "Olá {name}, seja bem-vindo a {company}!" plus, for admins, the company's due date. Phones have room for
 * "Olá, {first name}!" only: the whole sentence was cut mid-word ('Olá Ana Sou…'), so there the company name
 * moves to the account menu, and the due date's year has two digits ('Ativo até 01/12/20…' was cut too).
 */
export function Greeting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (!user) return null;
  const dueDate = formatDay(user.company?.dueDate, { shortYear: phone });
  const greeting = t('layout.greeting', { name: user.name, company: user.company?.name ?? '' });
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="body1" noWrap title={greeting} sx={{ fontWeight: 500 }}>
        {phone ? t('layout.greetingShort', { name: firstName }) : greeting}
      </Typography>
      {isAdmin(user) && dueDate && (
        <Typography variant="caption" noWrap component="p">
          {t('layout.activeUntil', { date: dueDate })}
        </Typography>
      )}
    </Box>
  );
}
