/**
 * The login page's look without antd: antd 6's default tokens (sizes, radii, fonts) with the accessible
 * colours of AppThemeProvider (ACCESSIBLE_TOKENS), light and dark by `html[data-theme]`. Logical
 * properties, so right to left mirrors. One <style> element (the policy allows inline styles, as antd's
 * CSS-in-JS needs), added once.
 */
const CSS = `
.login {
  --text: rgba(0, 0, 0, 0.88); --text-2: rgba(0, 0, 0, 0.68); --bg-layout: #f5f5f5; --bg: #fff; --bg-elevated: #fff;
  --border: #d9d9d9; --border-2: #f0f0f0; --primary: #0958d9; --primary-hover: #2f70e0; --primary-shadow: rgba(5, 145, 255, 0.1);
  --error: #cf1322; --fill: rgba(0, 0, 0, 0.06); --info-bg: #e6f4ff; --info-border: #91caff; --disabled-bg: rgba(0, 0, 0, 0.04);
  --font: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif,
    'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji';
  box-sizing: border-box; display: flex; justify-content: center; align-items: center; min-height: 100vh; padding: 16px;
  background: var(--bg-layout); color: var(--text); font-family: var(--font); font-size: 14px; line-height: 1.5714;
}
html[data-theme='dark'] .login {
  --text: rgba(255, 255, 255, 0.85); --text-2: rgba(255, 255, 255, 0.72); --bg-layout: #000; --bg: #141414; --bg-elevated: #1f1f1f;
  --border: #424242; --border-2: #303030; --primary: #1668dc; --primary-hover: #3c89e8; --primary-shadow: rgba(0, 60, 180, 0.15);
  --error: #ff7875; --fill: rgba(255, 255, 255, 0.12); --info-bg: #111a2c; --info-border: #15325b; --disabled-bg: rgba(255, 255, 255, 0.08);
}
.login *, .login *::before, .login *::after { box-sizing: border-box; }
.login .anticon { display: inline-flex; align-items: center; line-height: 0; }
.login-card { width: 100%; max-width: 400px; padding: 24px; background: var(--bg); border: 1px solid var(--border-2); border-radius: 8px; }
.login-top { display: flex; justify-content: flex-end; margin-top: -8px; margin-inline-end: -8px; }
.login-head { display: flex; flex-direction: column; align-items: center; gap: 4px; margin-bottom: 24px; }
.login-logo { font-size: 40px; color: var(--primary); }
.login-title { margin: 0; font-size: 24px; font-weight: 600; line-height: 1.3333; color: var(--text); }
.login-tagline { color: var(--text-2); }
.login-item { margin-bottom: 24px; }
.login-item:has(.login-error) { margin-bottom: 2px; }
.login-label { display: inline-block; padding-bottom: 8px; color: var(--text); }
.login-input { display: flex; align-items: center; gap: 4px; height: 32px; padding: 4px 11px; background: var(--bg);
  border: 1px solid var(--border); border-radius: 6px; transition: border-color 0.2s, box-shadow 0.2s; }
.login-input:hover { border-color: var(--primary-hover); }
.login-input:focus-within { border-color: var(--primary); box-shadow: 0 0 0 2px var(--primary-shadow); }
.login-input.invalid { border-color: var(--error); }
.login-input.invalid > .anticon:first-child { color: var(--error); }
.login-input.disabled { background: var(--disabled-bg); border-color: var(--border); }
.login-input input { flex: 1; min-width: 0; padding: 0; border: 0; outline: 0; background: transparent; color: var(--text);
  font: inherit; line-height: 1.5714; }
.login-error { min-height: 22px; color: var(--error); }
.login-eye { display: inline-flex; padding: 0; border: 0; background: none; color: var(--text-2); cursor: pointer; font-size: 14px; }
.login-button { display: inline-flex; justify-content: center; align-items: center; gap: 8px; height: 32px; padding: 4px 15px;
  border: 1px solid transparent; border-radius: 6px; font: inherit; cursor: pointer; transition: background 0.2s, color 0.2s; }
.login-button:focus-visible { outline: 3px solid var(--primary-shadow); outline-offset: 1px; }
.login-submit { width: 100%; color: #fff; background: var(--primary); box-shadow: 0 2px 0 var(--primary-shadow); }
.login-submit:hover { background: var(--primary-hover); }
.login-submit:disabled { opacity: 0.65; cursor: default; }
.login-switch { height: 24px; padding: 0 7px; border-radius: 4px; color: var(--text); background: transparent; }
.login-switch:hover { background: var(--fill); }
.login-spin { animation: login-spin 1s linear infinite; }
@keyframes login-spin { to { transform: rotate(360deg); } }
.login-hint { margin-top: 16px; padding: 8px 12px; background: var(--info-bg); border: 1px solid var(--info-border); border-radius: 8px; }
.login-hint code { margin: 0 0.2em; padding: 0.2em 0.4em 0.1em; font-size: 85%; font-family: SFMono-Regular, Consolas, 'Liberation Mono', Menlo, Courier, monospace;
  background: rgba(150, 150, 150, 0.1); border: 1px solid rgba(100, 100, 100, 0.2); border-radius: 3px; }
.login-toast { position: fixed; bottom: 24px; inset-inline-end: 24px; z-index: 2050; display: flex; gap: 12px;
  width: 384px; max-width: calc(100vw - 48px); padding: 20px 24px; background: var(--bg-elevated); color: var(--text); border-radius: 8px;
  box-shadow: 0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05); }
.login-toast-icon { font-size: 24px; color: var(--error); }
.login-toast-title { margin-bottom: 8px; font-size: 16px; }
.login-toast-close { align-self: flex-start; padding: 0; border: 0; background: none; color: var(--text-2); cursor: pointer; }
`;

let added = false;

export function addLoginStyles(): void {
  if (added) return;
  added = true;
  const style = document.createElement('style');
  style.dataset.source = 'login';
  style.textContent = CSS;
  document.head.append(style);
}
