import { createContext, useContext } from 'react';
import type { PaletteMode } from '@mui/material/styles';

export interface ColorModeValue {
  mode: PaletteMode;
  toggle: () => void;
}

export const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => undefined });

/** The theme mode and its toggle (stored as preferredTheme). */
export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
