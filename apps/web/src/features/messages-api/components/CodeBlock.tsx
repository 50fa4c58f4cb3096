import Box from '@mui/material/Box';
import { CopyButton } from './CopyButton';

/**
 * A command or an answer in monospace, scrolling sideways on phones, with a copy button beside it: the button has a
 * column of its own, so a line scrolled under it is never hidden (an overlaid button covered the long first line).
 */
export function CodeBlock({ code, copyLabel }: { code: string; copyLabel?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Box
        component="pre"
        // Scrolls sideways on phones: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
        tabIndex={0}
        sx={{ flex: 1, minWidth: 0, m: 0, p: 1.5, overflowX: 'auto', fontSize: 13, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      >
        <code>{code}</code>
      </Box>
      {copyLabel && (
        <Box sx={{ flexShrink: 0, p: 0.5 }}>
          <CopyButton text={code} label={copyLabel} />
        </Box>
      )}
    </Box>
  );
}
