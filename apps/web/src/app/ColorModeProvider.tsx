import { useCallback, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { StorageKeys, readStorage, writeStorage } from '../lib/storage';
import { ColorModeContext } from './color-mode';
import { createAppTheme } from './theme';

function storedMode(): PaletteMode {
  return readStorage(StorageKeys.preferredTheme) === 'dark' ? 'dark' : 'light';
}

/** MUI theme in the mode the user chose last (light by default). */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(storedMode);
  const toggle = useCallback(() => {
    const next = mode === 'light' ? 'dark' : 'light';
    writeStorage(StorageKeys.preferredTheme, next);
    setMode(next);
  }, [mode]);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
