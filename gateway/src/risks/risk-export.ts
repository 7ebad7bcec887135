import type { XlsxCell, XlsxColumn } from '@rtm/backend/excel';
import {
  RISK_EXPORT_HEADERS,
  RISK_IMPORT_COLUMNS,
  riskImportHeader,
  type Language,
  type ListRisksInput,
  type RiskExportColumn,
  type RiskExportRow,
  type RiskImportColumn,
} from '@rtm/contracts';

export const RISK_EXPORT_SHEET = 'Risks';

/** Dates and times to the millisecond: the import compares Updated At with the risk's, and a .csv keeps what it shows. */
const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss.000';

type Column = { own: RiskExportColumn } | { template: RiskImportColumn };

/** Risk ID, the template's columns in its order (what the import reads back), then what the list shows besides. */
const COLUMNS: Column[] = [
  { own: 'riskId' },
  ...RISK_IMPORT_COLUMNS.map((template) => ({ template })),
  ...(
    ['riskScore', 'riskLevel', 'residualScore', 'residualLevel', 'ownerName', 'ownerEmail', 'treatment', 'createdAt', 'updatedAt'] as const
  ).map((own) => ({ own })),
];

const WIDTHS: Partial<Record<RiskExportColumn | RiskImportColumn, number>> = {
  riskId: 16,
  Title: 40,
  Description: 50,
  'Suggested Solution': 50,
  Owner: 28,
  Departments: 32,
  ownerName: 24,
  ownerEmail: 28,
  createdAt: 24,
  updatedAt: 24,
};

export function riskExportColumns(language: Language): XlsxColumn[] {
  return COLUMNS.map((c) => {
    if ('template' in c) return { header: riskImportHeader(c.template, language), width: WIDTHS[c.template] ?? 16 };
    const time = c.own === 'createdAt' || c.own === 'updatedAt';
    return { header: RISK_EXPORT_HEADERS[language][c.own], width: WIDTHS[c.own] ?? 14, numFmt: time ? TIME_FORMAT : undefined };
  });
}

/** The template's cells as the import reads them: codes for lists, the owner's e-mail, department names. */
const TEMPLATE_CELLS: Record<RiskImportColumn, (r: RiskExportRow) => XlsxCell> = {
  Title: (r) => r.title,
  Description: (r) => r.description,
  'Suggested Solution': (r) => r.suggestedSolution,
  'Risk Type': (r) => r.riskType,
  Status: (r) => r.status,
  'Affected App': (r) => r.affectedApp,
  Frequency: (r) => r.frequency,
  Likelihood: (r) => r.likelihood,
  Impact: (r) => r.impact,
  Owner: (r) => r.ownerEmail ?? r.ownerName,
  Departments: (r) => r.departments.join('; ') || null,
  'Residual Likelihood': (r) => r.residualLikelihood,
  'Residual Impact': (r) => r.residualImpact,
  'Treatment Strategy': (r) => r.treatmentStrategy,
};

const OWN_CELLS: Record<RiskExportColumn, (r: RiskExportRow) => XlsxCell> = {
  riskId: (r) => r.riskId,
  riskScore: (r) => r.riskScore,
  riskLevel: (r) => r.riskLevel,
  residualScore: (r) => r.residualScore,
  residualLevel: (r) => r.residualLevel,
  ownerName: (r) => r.ownerName,
  ownerEmail: (r) => r.ownerEmail,
  treatment: (r) => (r.treatmentTotal > 0 ? `${r.treatmentDone}/${r.treatmentTotal}` : null),
  createdAt: (r) => new Date(r.createdAt),
  updatedAt: (r) => (r.updatedAt ? new Date(r.updatedAt) : null),
};

export function riskExportCells(row: RiskExportRow): XlsxCell[] {
  return COLUMNS.map((c) => ('template' in c ? TEMPLATE_CELLS[c.template](row) : OWN_CELLS[c.own](row)));
}

/** risk-register-2026-11-28.xlsx (the day of the export, UTC). */
export const riskExportFileName = (now: Date) => `risk-register-${now.toISOString().slice(0, 10)}.xlsx`;

/** The filters and order of a validated list query (it also carries paging, and the matrix's asOf). */
export function riskExportFilters(q: ListRisksInput): ListRisksInput {
  const { limit: _limit, offset: _offset, asOf: _asOf, ...filters } = q;
  return filters;
}
