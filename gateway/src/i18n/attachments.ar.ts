import type { ATTACHMENT_MESSAGES } from '@rtm/contracts';

/** Arabic of the attachments' messages (issue 28), keyed like ATTACHMENT_MESSAGES (a missing key does not compile). */
export const ATTACHMENTS_AR: Record<keyof typeof ATTACHMENT_MESSAGES, string> = {
  fileRequired: 'اختر ملفًا لرفعه (حقل النموذج "file")',
  tooLarge: 'حجم الملف أكبر من 25 ميغابايت؛ ارفع ملفًا أصغر',
  typeNotAllowed:
    'هذا النوع من الملفات غير مقبول. المسموح: PDF وPNG وJPEG وGIF وWebP والنص العادي وCSV وملفات Word وExcel وPowerPoint وOpenDocument',
  tooMany: 'يحتوي هذا العنصر بالفعل على 50 ملفًا؛ احذف ملفًا قبل إضافة آخر',
  oneFileOnly: 'ارفع ملفًا واحدًا في كل طلب',
  uploadMalformed: 'تعذّرت قراءة الملف المرفوع؛ أرسله كنموذج multipart يحتوي على ملف واحد',
  validUntilInvalid: 'يجب أن يكون validUntil تاريخًا (YYYY-MM-DD)',
  descriptionTooLong: 'يجب ألا يتجاوز الوصف 500 حرف',
  attachmentNotFound: 'المرفق غير موجود',
  deleteForbidden: 'لا يحذف هذا الملف إلا من رفعه أو مالك العنصر أو مدير أو مدير النظام',
  fileMissing: 'الملف غير موجود في المخزن؛ اطلب من المسؤول مراجعة تقرير المرفقات',
  itemRequired: 'ينتمي المرفق إلى خطر واحد أو مهمة واحدة بالضبط',
  heldByAcceptance: 'هذا الملف دليل على القبول القائم للخطر: يمكن حذفه بعد سحب القبول أو إلغائه أو رفضه أو انتهائه',
  heldByReview: 'هذا الملف دليل على مراجعة مسجلة للخطر ويُحفظ معها؛ لا يمكن حذفه',
  evidenceInvalid: 'الأدلة قائمة من 50 معرّف مرفق على الأكثر',
  evidenceNotAttached: 'يجب أن تكون الأدلة ملفات مرفقة بهذا الخطر؛ أرفق الملف بالخطر أولًا ثم اختره',
};
