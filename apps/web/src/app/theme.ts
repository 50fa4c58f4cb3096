import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { reducedMotionStyles } from './reduced-motion';

/** Width of the open side drawer; the closed desktop drawer keeps a rail of icons. */
export const DRAWER_WIDTH = 248;
export const DRAWER_RAIL_WIDTH = 64;

const brand = {
  light: { primary: '#0E7C66', secondary: '#2563EB', background: '#F3F6F8', paper: '#FFFFFF' },
  dark: { primary: '#3DD6A3', secondary: '#7AA7FF', background: '#0B1215', paper: '#121B20' },
} as const;

/** The ZapDesk theme for one mode (light or dark). */
export function createAppTheme(mode: PaletteMode): Theme {
  const colors = brand[mode];
  return createTheme({
    palette: {
      mode,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: colors.background, paper: colors.paper },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: reducedMotionStyles },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      // Dark mode lightens elevated surfaces with an overlay; the flat look keeps drawer and bar one tone.
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
