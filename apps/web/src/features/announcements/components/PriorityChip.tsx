import { useTranslation } from 'react-i18next';
import type { AnnouncementPriority } from '@zapdesk/shared';
import Chip from '@mui/material/Chip';
import { PRIORITY_STYLES } from '../priority-styles';

/** An announcement's priority: Alta in red, Média in orange, Baixa in grey (spec §9). */
export function PriorityChip({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation();
  const style = PRIORITY_STYLES[priority];
  return <Chip size="small" label={t(style.labelKey)} color={style.chip} variant={priority === 3 ? 'outlined' : 'filled'} />;
}
