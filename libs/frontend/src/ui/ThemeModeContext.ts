import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeState {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeState>({ mode: 'light', toggle: () => undefined });

export function useThemeMode(): ThemeModeState {
  return useContext(ThemeModeContext);
}
