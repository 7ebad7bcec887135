import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { LIMITS } from '@rtm/contracts';
import { useLanguage } from '../i18n/LanguageContext';
import { ThemeModeContext, type ThemeMode, type ThemeModeState } from './ThemeModeContext';

function readStoredMode(): ThemeMode {
  try {
    return localStorage.getItem(LIMITS.themeStorageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Tokens that keep text at 4.5:1 or more against its background (WCAG AA, checked with axe-core in the
 * browser tests): antd's defaults give secondary text, placeholders and the primary button less.
 */
const ACCESSIBLE_TOKENS: Record<ThemeMode, ThemeConfig['token']> = {
  light: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
  },
  dark: {
    colorPrimary: '#1668dc',
    colorLink: '#4096ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
  },
};

/** Component tokens for the same reason: in the dark theme, selected menu entries and tabs are primary blue on dark by default. */
const DARK_SELECTED_TEXT = '#8dc5ff';
const ACCESSIBLE_COMPONENTS: Record<ThemeMode, ThemeConfig['components']> = {
  light: {},
  dark: {
    Menu: { itemSelectedColor: DARK_SELECTED_TEXT },
    Tabs: { itemSelectedColor: DARK_SELECTED_TEXT, itemActiveColor: DARK_SELECTED_TEXT, itemHoverColor: DARK_SELECTED_TEXT },
  },
};

/**
 * antd ConfigProvider with the light/dark algorithm kept in localStorage `theme` (default light), the
 * page's direction and antd's texts in its language (from the surrounding LanguageProvider), and antd's
 * App (message/notification context; at most 1 toast at once for 5 s).
 * Instantiated once, by the shell (or a remote's dev host).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readStoredMode);
  const { direction, antdLocale } = useLanguage();

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
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: ACCESSIBLE_TOKENS[mode],
      components: ACCESSIBLE_COMPONENTS[mode],
    }),
    [mode],
  );

  return (
    <ThemeModeContext.Provider value={state}>
      <ConfigProvider theme={themeConfig} direction={direction} locale={antdLocale}>
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
