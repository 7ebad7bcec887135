import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, ConfigProvider, theme } from 'antd';
import { LIMITS } from '@rtm/contracts';
import { ThemeModeContext, type ThemeMode, type ThemeModeState } from './ThemeModeContext';

function readStoredMode(): ThemeMode {
  try {
    return localStorage.getItem(LIMITS.themeStorageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * antd ConfigProvider with the light/dark algorithm kept in localStorage `theme` (default light),
 * and antd's App (message/notification context; at most 1 toast at once for 5 s).
 * Instantiated once, by the shell (or a remote's dev host).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readStoredMode);

  useEffect(() => {
    try {
      localStorage.setItem(LIMITS.themeStorageKey, mode);
    } catch {
      // Storage may be unavailable (private mode); the theme then lasts for the page only.
    }
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode((m) => (m === 'dark' ? 'light' : 'dark')), []);
  const state = useMemo<ThemeModeState>(() => ({ mode, toggle }), [mode, toggle]);

  return (
    <ThemeModeContext.Provider value={state}>
      <ConfigProvider theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
        <App
          notification={{ maxCount: LIMITS.maxToasts, duration: LIMITS.toastDurationMs / 1000, placement: 'bottomRight' }}
          message={{ maxCount: LIMITS.maxToasts, duration: LIMITS.toastDurationMs / 1000 }}
        >
          {children}
        </App>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
}
