import type { Language } from '../common/languages.js';
import type { ListRisksInput } from './api.js';

/**
 * One risk of GET /api/risks/export (issue 27): the import template's columns as the import reads them back (codes
 * for lists, the owner's e-mail, department names), and what the list shows besides.
 */
export interface RiskExportRow {
  id: string;
  riskId: string;
  title: string;
  description: string | null;
  suggestedSolution: string | null;
  riskType: string;
  status: string;
  affectedApp: string | null;
  frequency: string;
  likelihood: number;
  impact: number;
  ownerName: string | null;
  ownerEmail: string | null;
  departments: string[];
  residualLikelihood: number | null;
  residualImpact: number | null;
  treatmentStrategy: string | null;
  riskScore: number;
  riskLevel: string;
  residualScore: number | null;
  residualLevel: string | null;
  /** Its linked tasks: done of all. */
  treatmentDone: number;
  treatmentTotal: number;
  /** ISO 8601, to the millisecond. */
  createdAt: string;
  /** ISO 8601 to the millisecond; null while never changed. */
  updatedAt: string | null;
}

/** risk.export.batch: the list's filters and order, and the keyset cursor (the Risk ID of the last row of the batch before). */
export interface RiskExportBatchInput extends Omit<ListRisksInput, 'limit' | 'offset' | 'asOf'> {
  afterRiskId?: string;
  limit?: number;
}

/** Rows per batch of the risk export: one NATS message each (about 600 bytes a row), far below its 1 MB. */
export const RISK_EXPORT_BATCH = 500;

/**
 * The export's own columns besides the template's, by key. `riskId` and `updatedAt` are read back by the import (the
 * row's risk and the time it was exported at), in either language; the others are for reading only.
 */
export const RISK_EXPORT_HEADERS = {
  en: {
    riskId: 'Risk ID',
    riskScore: 'Inherent Score',
    riskLevel: 'Inherent Level',
    residualScore: 'Residual Score',
    residualLevel: 'Residual Level',
    ownerName: 'Owner Name',
    ownerEmail: 'Owner Email',
    treatment: 'Treatment Tasks Done',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
  ar: {
    riskId: 'معرّف الخطر',
    riskScore: 'الدرجة الأصلية',
    riskLevel: 'المستوى الأصلي',
    residualScore: 'الدرجة المتبقية',
    residualLevel: 'المستوى المتبقي',
    ownerName: 'اسم المالك',
    ownerEmail: 'بريد المالك الإلكتروني',
    treatment: 'مهام المعالجة المنجزة',
    createdAt: 'تاريخ الإنشاء',
    updatedAt: 'تاريخ آخر تحديث',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type RiskExportColumn = keyof (typeof RISK_EXPORT_HEADERS)['en'];
