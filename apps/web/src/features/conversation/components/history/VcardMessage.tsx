import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseVcards } from '../../message-parsers';
import { FormattedText } from './FormattedText';

/** A shared contact card (or several): name and phone number of each. */
export function VcardMessage({ body }: { body: string }) {
  const cards = parseVcards(body);
  if (cards.length === 0) return <FormattedText text={body} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: { xs: 0, sm: 200 } }}>
      {cards.map((card, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Avatar sx={{ width: 36, height: 36 }}>{card.name.charAt(0).toUpperCase()}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {card.name}
            </Typography>
            {card.number && (
              <Typography variant="caption" color="text.secondary">
                {card.number}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
