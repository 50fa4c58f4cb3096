import Box from '@mui/material/Box';

/** A sub-tab's label with its ticket count beside it (spec §2: each with a count badge). */
export function CountLabel({ text, count }: { text: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      <Box
        component="span"
        data-testid="tab-count"
        sx={{
          minWidth: 22,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
          bgcolor: count > 0 ? 'primary.main' : 'action.selected',
          color: count > 0 ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {count > 999 ? '999+' : count}
      </Box>
    </Box>
  );
}
