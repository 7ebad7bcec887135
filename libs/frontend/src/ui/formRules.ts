import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { LIMITS } from '@rtm/contracts';
import { COMMON_NS } from '../i18n/i18n';

/** Title of 3 to 255 characters (SPEC section 5), with the messages in the page's language. */
export function titleRule(t: TFunction): Rule {
  return {
    validator: (_, value: unknown) => {
      const length = typeof value === 'string' ? value.trim().length : 0;
      if (length < LIMITS.titleMin) return Promise.reject(new Error(t('validation.titleMin', { ns: COMMON_NS })));
      if (length > LIMITS.titleMax) return Promise.reject(new Error(t('validation.titleMax', { ns: COMMON_NS })));
      return Promise.resolve();
    },
  };
}
