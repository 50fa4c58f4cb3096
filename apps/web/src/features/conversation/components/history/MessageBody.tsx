import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhoneMissed from '@mui/icons-material/PhoneMissed';
import type { MessageDTO } from '@zapdesk/shared';
import { DocumentMessage } from './DocumentMessage';
import { FormattedText } from './FormattedText';
import { AudioMessage, ImageMessage, StickerMessage, VideoMessage } from './MediaMessages';
import { LocationMessage } from './LocationMessage';
import { VcardMessage } from './VcardMessage';

/** A media with its caption under it (the body of a media message is its caption). */
function WithCaption({ media, caption }: { media: ReactNode; caption: string }) {
  return (
    <>
      {media}
      {caption && (
        <Box sx={{ mt: 0.5 }}>
          <FormattedText text={caption} />
        </Box>
      )}
    </>
  );
}

/** What a message says, by its kind: text, picture, sticker, audio, video, document, location, contact or call. */
export function MessageBody({ message }: { message: MessageDTO }) {
  switch (message.mediaType) {
    case 'image':
      return <WithCaption media={<ImageMessage message={message} />} caption={message.body} />;
    case 'sticker':
      return <StickerMessage message={message} />;
    case 'audio':
      return <WithCaption media={<AudioMessage message={message} />} caption={message.body} />;
    case 'video':
      return <WithCaption media={<VideoMessage message={message} />} caption={message.body} />;
    case 'application':
      return <WithCaption media={<DocumentMessage message={message} />} caption={message.body} />;
    case 'locationMessage':
      return <LocationMessage body={message.body} />;
    case 'vcard':
      return <VcardMessage body={message.body} />;
    case 'call_log':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PhoneMissed fontSize="small" color="error" />
          <Typography variant="body2">{message.body}</Typography>
        </Box>
      );
    case 'chat':
      return <FormattedText text={message.body} />;
  }
}
