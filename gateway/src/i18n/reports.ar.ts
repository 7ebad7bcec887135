import type { REPORT_MESSAGES } from '@rtm/contracts';

/** Arabic of the committee packs' messages (issue 29), keyed like REPORT_MESSAGES (a missing key does not compile). */
export const REPORTS_AR: Record<keyof typeof REPORT_MESSAGES, string> = {
  languageInvalid: 'يجب أن تكون اللغة (language) إحدى القيم: en أو ar',
  asOfInvalid: 'يجب أن يكون asOf يومًا صحيحًا بالصيغة YYYY-MM-DD',
  asOfFuture: 'لا يمكن أن يكون asOf بعد اليوم',
  departmentRequired: 'رقم القسم (departmentId) مطلوب: يُعدّ تقرير القسم لقسم واحد',
  departmentInvalid: 'يجب أن يكون رقم القسم (departmentId) عددًا صحيحًا',
  departmentNotFound: 'القسم غير موجود',
  notYourDepartment: 'لا يُعدّ المدير إلا تقرير قسم يديره أو ينتمي إليه',
  executiveOnly: 'التقرير التنفيذي للتنفيذيين ومديري النظام',
  packInvalid: 'يجب أن يكون التقرير أحد: executive أو department أو register',
  rowsLimited: 'يعرض تقرير السجل 2000 خطر على الأكثر',
  organisationNameRequired: 'اسم الجهة مطلوب',
  organisationNameTooLong: 'يجب ألا يتجاوز اسم الجهة 200 حرف',
  rendererUnavailable: 'أداة إنشاء ملفات PDF غير متاحة: حاول مرة أخرى بعد قليل',
};
