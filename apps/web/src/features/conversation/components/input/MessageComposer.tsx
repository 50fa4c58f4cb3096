import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import { signedBody, type QuickMessageDTO } from '@zapdesk/shared';
import { toastError } from '../../../../lib/toast-error';
import { useAuth } from '../../../../session/useAuth';
import { insertText, type TextSelection } from '../../input/insert-text';
import { fetchQuickMessageFile } from '../../../../resources/quick-messages/api';
import { sendMessage, type OutgoingMessage } from '../../../../resources/messages/send-message-api';
import { readSignOption, writeSignOption } from '../../input/sign-message';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, useAttachments } from '../../input/useAttachments';
import { useAudioRecorder } from '../../input/useAudioRecorder';
import { useQuickReplies } from '../../input/useQuickReplies';
import { AttachmentList } from './AttachmentList';
import { DropOverlay } from './DropOverlay';
import { EmojiButton } from './EmojiButton';
import { FileListButton } from './FileListButton';
import type { MessageInputProps } from './MessageInput';
import { QuickReplyList, quickReplyOptionId } from './QuickReplyList';
import { RecordingBar } from './RecordingBar';
import { ReplyPreview } from './ReplyPreview';
import { SendOrRecordButton } from './SendOrRecordButton';
import { SignSwitch } from './SignSwitch';

/** The input of one ticket (MessageInput remounts it per ticket, so a draft never leaks to another). */
export function MessageComposer({ ticket, replyingTo, onCancelReply }: MessageInputProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [isSigning, setSigning] = useState(readSignOption);
  const [isFetchingMedia, setFetchingMedia] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Where the emoji picker inserts: the caret when it opened, then after each emoji added.
  const caret = useRef<TextSelection | null>(null);
  // The box is disabled while busy, which drops the focus: give it back once it is enabled again.
  const shouldRefocus = useRef(false);
  // The long placeholder would wrap (and double the box's height) beside the buttons on a phone.
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const listId = useId();
  const hintId = useId();

  const send = useMutation({ mutationFn: (message: OutgoingMessage) => sendMessage(ticket.id, message), onError: toastError });
  const recorder = useAudioRecorder({ onError: () => toast.error(t('conversation.input.microphoneError')) });
  const isOpen = ticket.status === 'open';
  const disabled = !isOpen || send.isPending || isFetchingMedia || recorder.status === 'starting';
  const attachments = useAttachments({
    disabled,
    onRejected: () => toast.warning(t('conversation.input.filesRejected', { max: MAX_ATTACHMENTS, size: MAX_ATTACHMENT_BYTES / (1024 * 1024) })),
  });
  const quickReplies = useQuickReplies(text, chooseQuickReply);

  // Opening a ticket puts the caret in its box, so a keyboard user types at once (issue 20); not on phones,
  // where focusing would pop the keyboard up over the history.
  const focusOnOpen = useRef(isOpen && !isPhone);
  useEffect(() => {
    if (focusOnOpen.current) textRef.current?.focus();
  }, []);

  useEffect(() => {
    if (disabled || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    textRef.current?.focus();
  }, [disabled]);

  /** Replaces the text with the quick message; its file, if any, joins the attachments. */
  function chooseQuickReply(quickMessage: QuickMessageDTO) {
    setText(quickMessage.message);
    shouldRefocus.current = true;
    if (!quickMessage.mediaPath) return;
    setFetchingMedia(true);
    fetchQuickMessageFile(quickMessage)
      .then((file) => attachments.add([file]))
      .catch(toastError)
      .finally(() => setFetchingMedia(false));
  }

  const deliver = (message: Omit<OutgoingMessage, 'quotedMsg'>, onSent: () => void) => {
    shouldRefocus.current = true;
    send.mutate(
      { ...message, quotedMsg: replyingTo?.id },
      {
        onSuccess: () => {
          onSent();
          if (replyingTo) onCancelReply();
        },
      },
    );
  };

  const submit = () => {
    if (disabled) return;
    const body = signedBody(text, user?.name ?? '', isSigning);
    if (!body && attachments.files.length === 0) return;
    deliver({ body, files: attachments.files }, () => {
      setText('');
      attachments.clear();
    });
  };

  const sendRecording = () => {
    const file = recorder.finish();
    if (!file) {
      toast.info(t('conversation.input.audioTooShort'));
      return;
    }
    deliver({ body: '', files: [file] }, () => undefined);
  };

  const pickEmoji = (emoji: string) => {
    const current = textRef.current?.value ?? text;
    const inserted = insertText(current, caret.current ?? { start: current.length, end: current.length }, emoji);
    caret.current = { start: inserted.caret, end: inserted.caret };
    setText(inserted.text);
  };

  const hasContent = text.trim() !== '' || attachments.files.length > 0;
  const { getRootProps, getInputProps, isDragActive, open: openFilePicker } = attachments.dropzone;
  const hint = ticket.status === 'pending' ? t('conversation.input.hintPending') : ticket.status === 'closed' ? t('conversation.input.hintClosed') : null;

  return (
    <Box
      {...getRootProps()}
      data-testid="message-input"
      sx={{ position: 'relative', flexShrink: 0, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 1, sm: 2 }, py: 1 }}
    >
      <input {...getInputProps()} aria-label={t('conversation.input.fileInput')} />
      {isDragActive && <DropOverlay />}
      {quickReplies.isOpen && (
        <QuickReplyList
          id={listId}
          suggestions={quickReplies.suggestions}
          activeIndex={quickReplies.activeIndex}
          onChoose={quickReplies.choose}
          onHighlight={quickReplies.highlight}
        />
      )}
      {replyingTo && <ReplyPreview message={replyingTo} ticket={ticket} onCancel={onCancelReply} />}
      {attachments.files.length > 0 && <AttachmentList files={attachments.files} disabled={disabled} onRemove={attachments.remove} />}
      {/* Tighter buttons on phones leave the text box room for its placeholder at 375 px. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: { xs: 0.25, sm: 0.5 },
          '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } },
          // Tooltips wrap the buttons in spans (so disabled buttons still explain themselves): no line box under them.
          '& > span': { display: 'inline-flex' },
        }}
      >
        {recorder.status === 'recording' ? (
          <RecordingBar startedAt={recorder.startedAt} onCancel={recorder.cancel} onSend={sendRecording} />
        ) : (
          <>
            <EmojiButton
              disabled={disabled}
              onOpen={() => {
                const box = textRef.current;
                caret.current = box ? { start: box.selectionStart, end: box.selectionEnd } : null;
              }}
              onPick={pickEmoji}
              onClose={() => {
                const box = textRef.current;
                if (!box || box.disabled) return;
                box.focus();
                if (caret.current) box.setSelectionRange(caret.current.start, caret.current.end);
              }}
            />
            <Tooltip title={t('conversation.input.attach')}>
              <span>
                <IconButton aria-label={t('conversation.input.attach')} disabled={disabled} onClick={openFilePicker}>
                  <AttachFileRounded />
                </IconButton>
              </span>
            </Tooltip>
            <FileListButton ticketId={ticket.id} disabled={disabled} isSigning={isSigning} />
            <SignSwitch
              checked={isSigning}
              onChange={(checked) => {
                setSigning(checked);
                writeSignOption(checked);
              }}
            />
            <TextField
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (quickReplies.handleKeyDown(event)) return;
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
              inputRef={textRef}
              disabled={disabled}
              placeholder={
                attachments.files.length > 0 ? t('conversation.input.caption') : isPhone ? t('conversation.input.message') : t('conversation.input.placeholder')
              }
              multiline
              maxRows={5}
              size="small"
              margin="none"
              fullWidth
              slotProps={{
                htmlInput: {
                  'aria-label': t('conversation.input.message'),
                  'aria-describedby': hint ? hintId : undefined,
                  'aria-controls': quickReplies.isOpen ? listId : undefined,
                  'aria-activedescendant': quickReplies.isOpen ? quickReplyOptionId(listId, quickReplies.activeIndex) : undefined,
                },
              }}
              sx={{
                flex: 1,
                minWidth: 0,
                '& .MuiInputBase-root': { borderRadius: 3, px: { xs: 1.5, sm: 1.75 } },
              }}
            />
            <SendOrRecordButton isSending={send.isPending} canSend={hasContent} disabled={disabled} onSend={submit} onRecord={() => void recorder.start()} />
          </>
        )}
      </Box>
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, px: 1 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
