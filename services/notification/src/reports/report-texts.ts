import type { Language, RiskLevel } from '@rtm/contracts';

/**
 * The texts of a committee pack (issue 29), one table per language (a missing key does not compile). The Arabic is
 * written without short vowels (tanween, shadda): poppler and copy-and-paste put a mark drawn over a letter out of order.
 */
export interface ReportTexts {
  executiveTitle: string;
  departmentTitle: (name: string) => string;
  registerTitle: string;
  asOf: string;
  page: string;
  of: string;
  levels: string;
  heatMaps: string;
  inherent: string;
  residual: string;
  total: string;
  likelihood: string;
  impact: string;
  /** The arrow of the reading direction (the heat map's impact grows along it). */
  readingArrow: string;
  outsideAppetite: string;
  topResidual: string;
  pendingAcceptances: string;
  expiringAcceptances: (days: number) => string;
  overdueTasks: string;
  overdueReviews: string;
  trend: string;
  movements: (from: string, to: string) => string;
  wholeRegister: string;
  unknownMonth: string;
  none: string;
  shown: (shown: number, total: number) => string;
  registerLimit: (shown: number, total: number) => string;
  registerCount: (total: number) => string;
  columns: {
    riskId: string;
    title: string;
    status: string;
    type: string;
    owner: string;
    departments: string;
    inherent: string;
    residual: string;
    expiresOn: string;
    taskId: string;
    assignee: string;
    dueDate: string;
    risks: string;
    priority: string;
    from: string;
    to: string;
    movement: string;
    month: string;
  };
  level: Record<RiskLevel, string>;
  status: Record<string, string>;
  priority: Record<string, string>;
  direction: Record<string, string>;
}

const EN: ReportTexts = {
  executiveTitle: 'Executive risk pack',
  departmentTitle: (name) => `Department risk pack: ${name}`,
  registerTitle: 'Risk register',
  asOf: 'As of',
  page: 'Page',
  of: 'of',
  levels: 'Risks per level',
  heatMaps: 'Heat maps',
  inherent: 'Inherent',
  residual: 'Residual',
  total: 'Total',
  likelihood: 'Likelihood',
  impact: 'Impact',
  readingArrow: '→',
  outsideAppetite: 'Risks outside appetite',
  topResidual: 'Ten highest residual risks',
  pendingAcceptances: 'Acceptances pending a decision',
  expiringAcceptances: (days) => `Acceptances expiring within ${days} days`,
  overdueTasks: 'Overdue treatment tasks',
  overdueReviews: 'Overdue reviews',
  trend: 'Level trend over 12 months',
  movements: (from, to) => `Movements since the previous month (${from} to ${to})`,
  wholeRegister: 'The whole register.',
  unknownMonth: 'Before the history starts',
  none: 'None.',
  shown: (shown, total) => `${shown} of ${total} shown.`,
  registerLimit: (shown, total) =>
    `The first ${shown} of ${total} risks are shown: the risk list's spreadsheet export (Risks, Export) holds them all.`,
  registerCount: (total) => `${total} risks match the filters.`,
  columns: {
    riskId: 'Risk ID',
    title: 'Title',
    status: 'Status',
    type: 'Type',
    owner: 'Owner',
    departments: 'Departments',
    inherent: 'Inherent',
    residual: 'Residual',
    expiresOn: 'Expires on',
    taskId: 'Task ID',
    assignee: 'Assignee',
    dueDate: 'Due date',
    risks: 'Risks',
    priority: 'Priority',
    from: 'From',
    to: 'To',
    movement: 'Movement',
    month: 'Month',
  },
  level: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
  status: {
    open: 'Open',
    under_review: 'Under review',
    mitigation_in_progress: 'Mitigation in progress',
    closed: 'Closed',
    accepted: 'Accepted',
    pending: 'Pending',
    unapproved: 'Accepted without approval',
    approved: 'Approved',
    to_do: 'To do',
    in_progress: 'In progress',
    blocked: 'Blocked',
    done: 'Done',
  },
  priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  direction: { up: 'Up', down: 'Down', across: 'Across', new: 'New', removed: 'Removed' },
};

const AR: ReportTexts = {
  executiveTitle: 'التقرير التنفيذي للمخاطر',
  departmentTitle: (name) => `تقرير مخاطر القسم: ${name}`,
  registerTitle: 'سجل المخاطر',
  asOf: 'حتى تاريخ',
  page: 'صفحة',
  of: 'من',
  levels: 'المخاطر حسب المستوى',
  heatMaps: 'الخرائط الحرارية',
  inherent: 'المتأصلة',
  residual: 'المتبقية',
  total: 'الإجمالي',
  likelihood: 'الاحتمالية',
  impact: 'الأثر',
  readingArrow: '←',
  outsideAppetite: 'المخاطر خارج الرغبة في المخاطر',
  topResidual: 'أعلى عشر مخاطر متبقية',
  pendingAcceptances: 'طلبات قبول بانتظار القرار',
  expiringAcceptances: (days) => `قبول ينتهي خلال ${days} يوما`,
  overdueTasks: 'مهام المعالجة المتأخرة',
  overdueReviews: 'المراجعات المتأخرة',
  trend: 'اتجاه المستويات خلال 12 شهرا',
  movements: (from, to) => `التحركات منذ الشهر السابق (من ${from} إلى ${to})`,
  wholeRegister: 'السجل بأكمله.',
  unknownMonth: 'قبل بدء السجل التاريخي',
  none: 'لا يوجد.',
  shown: (shown, total) => `يظهر ${shown} من ${total}.`,
  registerLimit: (shown, total) =>
    `تظهر أول ${shown} من ${total} خطرا: يحتوي تصدير قائمة المخاطر إلى جدول بيانات (المخاطر، تصدير) عليها جميعًا.`,
  registerCount: (total) => `عدد المخاطر المطابقة للمرشحات: ${total}.`,
  columns: {
    riskId: 'رقم الخطر',
    title: 'العنوان',
    status: 'الحالة',
    type: 'النوع',
    owner: 'المالك',
    departments: 'الأقسام',
    inherent: 'المتأصلة',
    residual: 'المتبقية',
    expiresOn: 'ينتهي في',
    taskId: 'رقم المهمة',
    assignee: 'المكلف',
    dueDate: 'تاريخ الاستحقاق',
    risks: 'المخاطر',
    priority: 'الأولوية',
    from: 'من',
    to: 'إلى',
    movement: 'الحركة',
    month: 'الشهر',
  },
  level: { critical: 'حرج', high: 'مرتفع', medium: 'متوسط', low: 'منخفض' },
  status: {
    open: 'مفتوح',
    under_review: 'قيد المراجعة',
    mitigation_in_progress: 'المعالجة قيد التنفيذ',
    closed: 'مغلق',
    accepted: 'مقبول',
    pending: 'قيد الانتظار',
    unapproved: 'مقبول دون موافقة',
    approved: 'موافق عليه',
    to_do: 'للتنفيذ',
    in_progress: 'قيد التنفيذ',
    blocked: 'متوقفة',
    done: 'مكتملة',
  },
  priority: { low: 'منخفضة', medium: 'متوسطة', high: 'مرتفعة', critical: 'حرجة' },
  direction: { up: 'ارتفاع', down: 'انخفاض', across: 'انتقال', new: 'جديد', removed: 'محذوف' },
};

export const REPORT_TEXTS: Record<Language, ReportTexts> = { en: EN, ar: AR };
