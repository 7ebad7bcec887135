import { useTranslation } from 'react-i18next';
import { COMMON_NS } from './i18n';

/** `t` of the common catalogue (libs/frontend's own texts). */
export function useCommonTranslation() {
  return useTranslation(COMMON_NS);
}
