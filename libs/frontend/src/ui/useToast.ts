import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { LIMITS } from '@rtm/contracts';
import { COMMON_NS, i18n } from '../i18n/i18n';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
}

export interface Toast {
  success: (title: ReactNode, description?: ReactNode) => void;
  /** Destructive toast; the title is 'Error' (in the page's language) unless given (SPEC section 8). */
  error: (options: ToastOptions | string) => void;
}

/** One toast key: at most 1 toast at once (a new one replaces the old), shown 5 s (SPEC section 9). */
const TOAST_KEY = 'rtm-toast';
const DURATION_S = LIMITS.toastDurationMs / 1000;

/** Toasts through antd's App context (the surrounding <App> configures maxCount 1). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo<Toast>(
    () => ({
      success: (title, description) =>
        notification.success({ key: TOAST_KEY, title, description, duration: DURATION_S, props: { 'data-testid': 'toast' } }),
      error: (options) => {
        const { title = i18n.t('toast.error', { ns: COMMON_NS }), description } =
          typeof options === 'string' ? { description: options } : options;
        notification.error({ key: TOAST_KEY, title, description, duration: DURATION_S, props: { 'data-testid': 'toast' } });
      },
    }),
    [notification],
  );
}
