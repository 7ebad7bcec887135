import type { XlsxCell, XlsxColumn } from '@rtm/backend/excel';
import type { ActivityExportRow, ActivityFilters, Language } from '@rtm/contracts';

/** The export's columns; headers in the request's language, values as stored (codes, so the sheet can be filtered). */
const COLUMNS = ['date', 'user', 'email', 'action', 'entityType', 'entityId', 'description'] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Language, Record<Column, string>> = {
  en: {
    date: 'Date (UTC)',
    user: 'User',
    email: 'Email',
    action: 'Action',
    entityType: 'Entity Type',
    entityId: 'Entity ID',
    description: 'Description',
  },
  ar: {
    date: 'التاريخ (UTC)',
    user: 'المستخدم',
    email: 'البريد الإلكتروني',
    action: 'الإجراء',
    entityType: 'نوع الكيان',
    entityId: 'معرّف الكيان',
    description: 'الوصف',
  },
};

const WIDTHS: Record<Column, number> = { date: 20, user: 24, email: 30, action: 20, entityType: 14, entityId: 38, description: 80 };

export const ACTIVITY_EXPORT_SHEET = 'Activity Log';

export function activityExportColumns(language: Language): XlsxColumn[] {
  return COLUMNS.map((c) => ({ header: HEADERS[language][c], width: WIDTHS[c], numFmt: c === 'date' ? 'yyyy-mm-dd hh:mm:ss' : undefined }));
}

export function activityExportCells(a: ActivityExportRow): XlsxCell[] {
  const name = [a.user?.firstName, a.user?.lastName].filter(Boolean).join(' ');
  return [new Date(a.createdAt), name || null, a.user?.email ?? null, a.actionType, a.entityType, a.entityId, a.description];
}

/** activity-log-2026-11-23.xlsx (the day of the export, UTC). */
export const activityExportFileName = (now: Date) => `activity-log-${now.toISOString().slice(0, 10)}.xlsx`;

/** Only the filters of a validated query (the list's query also carries its paging). */
export const activityFilters = (q: ActivityFilters): ActivityFilters => ({
  entityType: q.entityType,
  actionType: q.actionType,
  userId: q.userId,
  from: q.from,
  to: q.to,
});
