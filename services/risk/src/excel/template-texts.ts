import type { Language } from '@rtm/contracts';
import type { ImportColumnKey } from './import-columns.js';

/** The texts of risk_upload_template.xlsx besides the column headers, per language (the codes in the lists stay codes). */
export interface TemplateTexts {
  required: string;
  optional: string;
  notes: Record<ImportColumnKey, string>;
  lists: {
    riskTypes: string;
    statuses: string;
    affectedApps: string;
    frequencies: string;
    likelihood: string;
    impact: string;
    treatmentStrategies: string;
    departments: string;
    owners: string;
    ownerName: string;
    ownerEmail: string;
  };
  invalidTitle: string;
  invalidValue: (sheet: string, column: string) => string;
}

export const TEMPLATE_TEXTS: Record<Language, TemplateTexts> = {
  en: {
    required: 'Required',
    optional: 'Optional',
    notes: {
      title: '3 to 255 characters',
      description: 'optional',
      suggestedSolution: 'optional',
      riskType: 'one of the risk types (Values sheet)',
      status: 'default open',
      affectedApp: 'optional',
      frequency: 'default once',
      likelihood: '1 to 5, default 1',
      impact: '1 to 5, default 1',
      owner: 'e-mail, full name or username of a manager or system admin (Values sheet)',
      departments: 'one or more department names separated by ;',
      residualLikelihood: 'optional, 1 to 5, with Residual Impact; the residual score at most the inherent one',
      residualImpact: 'optional, 1 to 5, with Residual Likelihood',
      treatmentStrategy: 'optional: mitigate, transfer, avoid or accept',
    },
    lists: {
      riskTypes: 'Risk Types',
      statuses: 'Statuses',
      affectedApps: 'Affected Apps',
      frequencies: 'Frequencies',
      likelihood: 'Likelihood',
      impact: 'Impact',
      treatmentStrategies: 'Treatment Strategies',
      departments: 'Departments',
      owners: 'Owners',
      ownerName: 'Owner Name',
      ownerEmail: 'Owner Email',
    },
    invalidTitle: 'Invalid value',
    invalidValue: (sheet, column) => `Pick a value from the list (sheet ${sheet}, column ${column}).`,
  },
  ar: {
    required: 'مطلوب',
    optional: 'اختياري',
    notes: {
      title: 'من 3 إلى 255 حرفًا',
      description: 'اختياري',
      suggestedSolution: 'اختياري',
      riskType: 'أحد أنواع المخاطر (ورقة Values)',
      status: 'الافتراضي open',
      affectedApp: 'اختياري',
      frequency: 'الافتراضي once',
      likelihood: 'من 1 إلى 5، الافتراضي 1',
      impact: 'من 1 إلى 5، الافتراضي 1',
      owner: 'البريد الإلكتروني أو الاسم الكامل أو اسم المستخدم لمدير أو مدير نظام (ورقة Values)',
      departments: 'اسم قسم أو أكثر مفصولة بـ ;',
      residualLikelihood: 'اختياري، من 1 إلى 5، مع الأثر المتبقي؛ لا تتجاوز الدرجة المتبقية الدرجة الأصلية',
      residualImpact: 'اختياري، من 1 إلى 5، مع الاحتمالية المتبقية',
      treatmentStrategy: 'اختياري: mitigate أو transfer أو avoid أو accept',
    },
    lists: {
      riskTypes: 'أنواع المخاطر',
      statuses: 'الحالات',
      affectedApps: 'التطبيقات المتأثرة',
      frequencies: 'التكرارات',
      likelihood: 'الاحتمالية',
      impact: 'الأثر',
      treatmentStrategies: 'استراتيجيات المعالجة',
      departments: 'الأقسام',
      owners: 'المالكون',
      ownerName: 'اسم المالك',
      ownerEmail: 'بريد المالك',
    },
    invalidTitle: 'قيمة غير صالحة',
    invalidValue: (sheet, column) => `اختر قيمة من القائمة (ورقة ${sheet}، عمود ${column}).`,
  },
};
