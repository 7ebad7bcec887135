import type { SAVED_VIEW_MESSAGES } from '@rtm/contracts';

/** Arabic of the saved views' messages (part of the identity group of AR_MESSAGES). */
export const SAVED_VIEW_MESSAGES_AR: Record<keyof typeof SAVED_VIEW_MESSAGES, string> = {
  savedViewListInvalid: 'يجب أن تكون القائمة أحد الخيارين: risks أو tasks',
  savedViewNameRequired: 'أعطِ العرض اسمًا من 1 إلى 100 حرف',
  savedViewQueryInvalid: 'العرض أطول من أن يُحفظ (2000 حرف على الأكثر من عوامل التصفية والترتيب والأعمدة)',
  savedViewSharedInvalid: 'يجب أن تكون قيمة المشاركة صحيحة أو خاطئة',
  savedViewIdInvalid: 'معرّف العرض غير صالح',
  savedViewNameTaken: 'لديك بالفعل عرض بهذا الاسم في هذه القائمة',
  savedViewTooMany: 'لديك بالفعل 100 عرض في هذه القائمة. احذف أحدها قبل حفظ عرض آخر.',
  savedViewShareForbidden: 'لا يمكن إلا للمديرين ومسؤولي النظام مشاركة عرض مع الجميع',
  savedViewNotFound: 'هذا العرض غير موجود (ربما حُذف)',
  savedViewDeleteForbidden: 'لا يمكن حذف هذا العرض إلا لمن حفظه أو لمسؤول النظام',
};
