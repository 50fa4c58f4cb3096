import Box from '@mui/material/Box';
import { CopyButton } from './CopyButton';

/** A command or an answer in monospace, scrolling sideways on phones, with a copy button. */
export function CodeBlock({ code, copyLabel }: { code: string; copyLabel?: string }) {
  return (
    <Box sx={{ position: 'relative', bgcolor: 'action.hover', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Box
        component="pre"
        // Scrolls sideways on phones: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
        tabIndex={0}
        sx={{ m: 0, p: 1.5, pr: copyLabel ? 5 : 1.5, overflowX: 'auto', fontSize: 13, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      >
        <code>{code}</code>
      </Box>
      {copyLabel && (
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          <CopyButton text={code} label={copyLabel} />
        </Box>
      )}
    </Box>
  );
}
