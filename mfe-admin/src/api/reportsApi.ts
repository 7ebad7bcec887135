import type { DepartmentDto, Language, ReportPack, UserDto } from '@rtm/contracts';

/** What the Reports page asks for (issue 29). */
export interface ReportChoice {
  pack: ReportPack;
  language: Language;
  /** YYYY-MM-DD. */
  asOf: string;
  departmentId?: number;
}

/** GET /api/reports/{pack}.pdf with its query (the register pack takes the risk list's filters; the page sends none). */
export function reportUrl(choice: ReportChoice): string {
  const query = new URLSearchParams({ language: choice.language, asOf: choice.asOf });
  if (choice.pack === 'department' && choice.departmentId != null) query.set('departmentId', String(choice.departmentId));
  return `/api/reports/${choice.pack}.pdf?${query.toString()}`;
}

/** executive-pack-2026-11-28-en.pdf (the server's Content-Disposition names it the same way). */
export function reportFileName(choice: ReportChoice): string {
  const stem =
    choice.pack === 'register'
      ? 'risk-register'
      : choice.pack === 'department'
        ? `department-${choice.departmentId}-pack`
        : 'executive-pack';
  return `${stem}-${choice.asOf}-${choice.language}.pdf`;
}

/** The packs a role may make: managers have their departments' packs and the register, not the executive pack. */
export function packsFor(role: UserDto['role']): ReportPack[] {
  return role === 'manager' ? ['department', 'register'] : ['executive', 'department', 'register'];
}

/** The departments whose pack the user may make: a manager's own (managed or belonged to), every one for the others. */
export function departmentsFor(user: Pick<UserDto, 'id' | 'role' | 'departmentId'>, departments: DepartmentDto[]): DepartmentDto[] {
  if (user.role !== 'manager') return departments;
  return departments.filter((d) => d.managerId === user.id || d.id === user.departmentId);
}
