import type { ERRORS, IDENTITY_MESSAGES, LANGUAGE_MESSAGES, RISK_MESSAGES, TASK_MESSAGES, VALIDATION } from '@rtm/contracts';
import type { GATEWAY_MESSAGES } from '../common/gateway-messages.js';

/** The same shape as an English message object: a text per key, a function where the English one is. */
type Translation<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

const SERVICE_NAMES: Record<string, string> = { identity: 'الهوية', risk: 'المخاطر', task: 'المهام', notification: 'الإشعارات' };

/**
 * Arabic of every message the API answers, keyed like the English objects of the contracts (a missing
 * key does not compile). The front end's catalogues use the same texts for the checks it runs itself.
 */
export const AR_MESSAGES: {
  validation: Translation<typeof VALIDATION>;
  errors: Translation<typeof ERRORS>;
  identity: Translation<typeof IDENTITY_MESSAGES>;
  risk: Translation<typeof RISK_MESSAGES>;
  task: Translation<typeof TASK_MESSAGES>;
  language: Translation<typeof LANGUAGE_MESSAGES>;
  gateway: Translation<typeof GATEWAY_MESSAGES>;
} = {
  validation: {
    required: 'مطلوب',
    titleMin: 'يجب ألا يقل العنوان عن 3 أحرف',
    titleMax: 'يجب ألا يزيد العنوان على 255 حرفًا',
    riskTypeRequired: 'يرجى اختيار نوع الخطر',
    ownerRequired: 'يرجى اختيار مالك الخطر',
    departmentsRequired: 'يرجى اختيار قسم واحد على الأقل',
    usernameRequired: 'اسم المستخدم مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordMin: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
    firstNameRequired: 'الاسم الأول مطلوب',
    lastNameRequired: 'اسم العائلة مطلوب',
    invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
    invalidRole: 'يجب أن يكون الدور أحد: مدير النظام، مسؤول تنفيذي، مدير، عضو فريق',
    departmentNameRequired: 'اسم القسم مطلوب',
    managerRole: 'يجب أن يكون مدير القسم مديرًا أو مدير نظام',
    contentRequired: 'لا يمكن أن يكون التعليق فارغًا',
  },
  errors: {
    unauthenticated: 'يرجى تسجيل الدخول للمتابعة',
    forbidden: 'ليست لديك صلاحية للقيام بذلك',
    tooManyAttempts: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    invalidJson: 'نص الطلب ليس بصيغة JSON صالحة',
    bodyTooLarge: 'نص الطلب كبير جدًا',
    serviceUnavailable: (service) => `خدمة ${SERVICE_NAMES[service] ?? service} لا تستجيب. يرجى المحاولة مرة أخرى بعد قليل.`,
  },
  identity: {
    usernameTaken: 'يوجد مستخدم بهذا الاسم بالفعل',
    emailTaken: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
    departmentNameTaken: 'يوجد قسم بهذا الاسم بالفعل',
    userNotFound: 'المستخدم غير موجود',
    departmentNotFound: 'القسم غير موجود',
    departmentIdInvalid: 'يجب أن يكون القسم رقم قسم',
    userIdInvalid: 'معرّف المستخدم غير صالح',
    managerIdInvalid: 'يجب أن يكون المدير معرّف مستخدم',
  },
  task: {
    taskNotFound: 'المهمة غير موجودة',
    riskIdInvalid: 'معرّف الخطر غير صالح',
  },
  risk: {
    likelihoodRange: 'يجب أن تكون الاحتمالية عددًا صحيحًا من 1 إلى 5',
    impactRange: 'يجب أن يكون الأثر عددًا صحيحًا من 1 إلى 5',
    frequencyInvalid: 'يجب أن يكون التكرار أحد الخيارات: مرة واحدة، يومي، أسبوعي، شهري، سنوي',
    statusInvalid: 'يجب أن تكون الحالة أحد الخيارات: مفتوح، قيد المراجعة، المعالجة قيد التنفيذ، مغلق، مقبول',
    affectedAppInvalid: 'يجب أن يكون التطبيق المتأثر أحد التطبيقات المدرجة في القائمة',
    ownerNotEligible: 'يجب أن يكون مالك الخطر مديرًا أو مدير نظام نشطًا',
    departmentUnknown: 'قسم واحد أو أكثر من الأقسام المختارة غير موجود',
    departmentIdInvalid: 'يجب أن يكون القسم رقم قسم',
    descriptionTooLong: 'يجب ألا يزيد الوصف على 10000 حرف',
    suggestedSolutionTooLong: 'يجب ألا يزيد الحل المقترح على 10000 حرف',
    dateIdentifiedInvalid: 'يجب أن يكون تاريخ التحديد تاريخًا بالصيغة YYYY-MM-DD',
    commentTooLong: 'يجب ألا يزيد التعليق على 10000 حرف',
    commentTargetRequired: 'يجب أن يرتبط التعليق بخطر أو بمهمة',
    riskIdInvalid: 'معرّف الخطر غير صالح',
    riskNotFound: 'الخطر غير موجود',
    forbiddenEdit: 'لا يعدّل هذا الخطر إلا مدير النظام أو المدير أو مالك الخطر، أو من أبلغ عنه ما دام مفتوحًا',
    forbiddenDelete: 'لا يحذف هذا الخطر إلا مدير النظام أو مالك الخطر',
    fileDataRequired: 'يرجى اختيار ملف ‎.xlsx أو ‎.xls لرفعه',
    fileDataInvalid: 'الملف المرفوع ليس بيانات base64 صالحة',
    fileTooLarge: 'حجم الملف أكبر من 10 ميغابايت',
    notSpreadsheet: 'الملف ليس جدول بيانات Excel (‎.xlsx أو ‎.xls)',
    tooManyRows: 'يحتوي جدول البيانات على أكثر من 10,000 صف',
    tooManyEntries: 'يحتوي جدول البيانات على أجزاء أكثر مما يحويه مصنف عادي',
    tooLargeUncompressed: 'تتجاوز بيانات جدول البيانات بعد فك ضغطها الحد المسموح (قد يكون ملفًا مضغوطًا ضارًا)',
    unreadableSpreadsheet: 'تعذّرت قراءة جدول البيانات. احفظه مرة أخرى بصيغة ‎.xlsx ثم أعد المحاولة.',
    noWorksheet: 'لا يحتوي جدول البيانات على أي ورقة عمل',
    missingColumns: (columns) =>
      `ينقص جدول البيانات ${columns.length > 1 ? 'الأعمدة' : 'العمود'} ${columns.join('، ')}. نزّل القالب لترى الأعمدة المتوقعة.`,
    uploadExpired: 'الرفع غير مكتمل أو انتهت صلاحيته. يرجى رفع الملف مرة أخرى.',
  },
  language: {
    invalid: 'يجب أن تكون اللغة أحد الرمزين: en أو ar',
  },
  gateway: {
    internal: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    bodyLengthMismatch: 'لا يطابق نص الطلب طوله المعلن (Content-Length)',
    requestAborted: 'أُلغي الطلب',
    encodingUnsupported: 'ترميز نص الطلب غير مدعوم',
    charsetUnsupported: 'مجموعة أحرف نص الطلب غير مدعومة',
    notProcessed: 'تعذّرت معالجة الطلب',
    bodyNotObject: 'يجب أن يكون نص الطلب كائن JSON',
    commentBothTargets: 'يرتبط التعليق بخطر أو بمهمة، لا بكليهما',
  },
};
