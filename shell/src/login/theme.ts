import { LIMITS } from '@rtm/contracts';

/**
 * The stored theme (localStorage `theme`, default light) on the document, as the app's AppThemeProvider
 * sets it: the login bundle has no antd ConfigProvider, its stylesheet follows `html[data-theme]`.
 */
export function applyStoredTheme(): void {
  let mode = 'light';
  try {
    if (localStorage.getItem(LIMITS.themeStorageKey) === 'dark') mode = 'dark';
  } catch {
    // Storage may be unavailable (private mode): light.
  }
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
