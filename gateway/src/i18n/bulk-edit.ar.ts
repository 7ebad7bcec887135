import type { BULK_EDIT_MESSAGES } from '@rtm/contracts';

/** Arabic of the bulk edit's messages (issue 27), keyed like BULK_EDIT_MESSAGES (a missing key does not compile). */
export const BULK_EDIT_AR: Record<keyof typeof BULK_EDIT_MESSAGES, string> = {
  idsRequired: 'اختر عنصرًا واحدًا على الأقل لتعديله (ids: قائمة بالمعرّفات)',
  idsTooMany: 'يقبل التعديل الجماعي 1,000 عنصر على الأكثر؛ ضيّق التحديد',
  idsInvalid: 'يجب أن يكون كل معرّف معرّفًا (uuid) من القائمة',
  changesRequired: 'اختر تغييرًا واحدًا على الأقل (changes: كائن بالحقول المراد تعيينها)',
  jobNotFound: 'مهمة التعديل الجماعي غير موجودة',
  jobForbidden: 'لا يتابع التعديل الجماعي إلا من بدأه أو مدير النظام',
  jobIdInvalid: 'يجب أن يكون معرّف المهمة uuid',
  itemFailed: 'تعذّر تغيير هذا العنصر الآن؛ حاول مرة أخرى',
  riskFieldsOnly: 'يغيّر التعديل الجماعي للمخاطر الحقول ownerId وstatus وdepartmentIds وtreatmentStrategy فقط',
  taskFieldsOnly: 'يغيّر التعديل الجماعي للمهام الحقول status وassignedToId وpriority وdueDate فقط',
};
