import type { XlsxCell, XlsxColumn } from '@rtm/backend/excel';
import type { Language, TaskExportFilters, TaskExportRow } from '@rtm/contracts';

/** The export's columns: what the task list shows, headers in the request's language, values as stored (codes filter). */
const COLUMNS = [
  'taskId',
  'title',
  'description',
  'status',
  'priority',
  'assignee',
  'assigneeEmail',
  'dueDate',
  'risks',
  'createdAt',
  'updatedAt',
] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Language, Record<Column, string>> = {
  en: {
    taskId: 'Task ID',
    title: 'Title',
    description: 'Description',
    status: 'Status',
    priority: 'Priority',
    assignee: 'Assignee',
    assigneeEmail: 'Assignee Email',
    dueDate: 'Due Date',
    risks: 'Linked Risks',
    createdAt: 'Created At (UTC)',
    updatedAt: 'Updated At (UTC)',
  },
  ar: {
    taskId: 'معرّف المهمة',
    title: 'العنوان',
    description: 'الوصف',
    status: 'الحالة',
    priority: 'الأولوية',
    assignee: 'المُسنَد إليه',
    assigneeEmail: 'البريد الإلكتروني للمُسنَد إليه',
    dueDate: 'تاريخ الاستحقاق',
    risks: 'المخاطر المرتبطة',
    createdAt: 'تاريخ الإنشاء (UTC)',
    updatedAt: 'تاريخ التحديث (UTC)',
  },
};

const WIDTHS: Record<Column, number> = {
  taskId: 14,
  title: 40,
  description: 60,
  status: 14,
  priority: 10,
  assignee: 24,
  assigneeEmail: 30,
  dueDate: 12,
  risks: 24,
  createdAt: 20,
  updatedAt: 20,
};

const FORMATS: Partial<Record<Column, string>> = {
  dueDate: 'yyyy-mm-dd',
  createdAt: 'yyyy-mm-dd hh:mm:ss',
  updatedAt: 'yyyy-mm-dd hh:mm:ss',
};

export const TASK_EXPORT_SHEET = 'Tasks';

export function taskExportColumns(language: Language): XlsxColumn[] {
  return COLUMNS.map((c) => ({ header: HEADERS[language][c], width: WIDTHS[c], numFmt: FORMATS[c] }));
}

export function taskExportCells(t: TaskExportRow): XlsxCell[] {
  return [
    t.taskId,
    t.title,
    t.description,
    t.status,
    t.priority,
    t.assigneeName,
    t.assigneeEmail,
    t.dueDate ? new Date(`${t.dueDate}T00:00:00Z`) : null,
    t.riskCodes.join(', ') || null,
    new Date(t.createdAt),
    new Date(t.updatedAt),
  ];
}

/** tasks-2026-11-28.xlsx (the day of the export, UTC). */
export const taskExportFileName = (now: Date) => `tasks-${now.toISOString().slice(0, 10)}.xlsx`;

/** Only the filters and order of a validated list query (not its paging). */
export const taskExportFilters = (q: TaskExportFilters): TaskExportFilters => ({
  search: q.search,
  status: q.status,
  priority: q.priority,
  assignedToId: q.assignedToId,
  ownerId: q.ownerId,
  dueFrom: q.dueFrom,
  dueTo: q.dueTo,
  sort: q.sort,
  order: q.order,
});
