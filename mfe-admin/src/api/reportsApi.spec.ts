import { describe, expect, it } from '@jest/globals';
import type { DepartmentDto } from '@rtm/contracts';
import { departmentsFor, packsFor, reportFileName, reportUrl } from './reportsApi';

const department = (id: number, managerId: string | null): DepartmentDto =>
  ({ id, name: `D${id}`, description: null, managerId, createdAt: '', updatedAt: '' }) as unknown as DepartmentDto;

describe('the Reports page choices', () => {
  it('asks for each pack with its language, day and department', () => {
    expect(reportUrl({ pack: 'executive', language: 'ar', asOf: '2026-11-28' })).toBe(
      '/api/reports/executive.pdf?language=ar&asOf=2026-11-28',
    );
    expect(reportUrl({ pack: 'department', language: 'en', asOf: '2026-11-28', departmentId: 4 })).toBe(
      '/api/reports/department.pdf?language=en&asOf=2026-11-28&departmentId=4',
    );
    expect(reportUrl({ pack: 'register', language: 'en', asOf: '2026-11-28', departmentId: 4 })).toBe(
      '/api/reports/register.pdf?language=en&asOf=2026-11-28',
    );
    expect(reportFileName({ pack: 'department', language: 'ar', asOf: '2026-11-28', departmentId: 4 })).toBe(
      'department-4-pack-2026-11-28-ar.pdf',
    );
  });

  it('offers managers their departments and no executive pack', () => {
    expect(packsFor('manager')).toEqual(['department', 'register']);
    expect(packsFor('executive')).toEqual(['executive', 'department', 'register']);
    const all = [department(1, 'm'), department(2, null), department(3, null)];
    expect(departmentsFor({ id: 'm', role: 'manager', departmentId: 3 }, all).map((d) => d.id)).toEqual([1, 3]);
    expect(departmentsFor({ id: 'x', role: 'system_admin', departmentId: null }, all)).toHaveLength(3);
  });
});
