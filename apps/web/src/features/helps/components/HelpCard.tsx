import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { HelpThumbnail } from './HelpThumbnail';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/** One help video: thumbnail, title and description; a click opens the player. */
export function HelpCard({ help, onOpen }: { help: HelpDTO; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', transition: 'box-shadow 150ms, transform 150ms', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-label={t('helps.watch', { title: help.title })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <HelpThumbnail video={help.video} />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, ...clamp(2) }}>
            {help.title}
          </Typography>
          {help.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, ...clamp(3) }}>
              {help.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
