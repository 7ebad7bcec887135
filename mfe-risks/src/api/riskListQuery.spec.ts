import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, parseRiskListQuery, riskListUrl } from './riskListQuery';

const parse = (search: string) => parseRiskListQuery(new URLSearchParams(search));

describe('the risk list query', () => {
  it('reads the assessment the level filter and the matrix cell read (issue 25), the inherent one by default', () => {
    expect(parse('').assessment).toBeNull();
    expect(parse('assessment=inherent').assessment).toBeNull();
    expect(parse('assessment=bogus').assessment).toBeNull();
    expect(parse('assessment=residual').assessment).toBe('residual');
  });

  it('sends the assessment beside the level filter, and leaves it out for the inherent one', () => {
    expect(riskListUrl(parse('level=high&assessment=residual'))).toBe('/api/risks?level=high&assessment=residual&limit=20&offset=0');
    expect(riskListUrl(parse('level=high'))).toBe('/api/risks?level=high&limit=20&offset=0');
  });

  it('keeps the residual matrix cell of the dashboard: likelihood, impact and assessment', () => {
    const query = parse('likelihood=2&impact=3&assessment=residual');
    expect(riskListUrl(query)).toBe('/api/risks?likelihood=2&impact=3&assessment=residual&limit=20&offset=0');
    // The assessment reads the filters; it is none itself.
    expect(activeFilterCount(query)).toBe(2);
    expect(activeFilterCount(parse('assessment=residual'))).toBe(0);
  });

  it("honours the dashboard cards' links: outside appetite and acceptance", () => {
    expect(riskListUrl(parse('outsideAppetite=true'))).toBe('/api/risks?outsideAppetite=true&limit=20&offset=0');
    // Issue 28: risks holding evidence past its validity.
    expect(riskListUrl(parse('evidenceExpired=true'))).toBe('/api/risks?evidenceExpired=true&limit=20&offset=0');
    expect(activeFilterCount(parse('evidenceExpired=true'))).toBe(1);
    for (const acceptance of ['pending', 'expiring'] as const) {
      const query = parse(`acceptance=${acceptance}`);
      expect(query.acceptance).toBe(acceptance);
      expect(riskListUrl(query)).toBe(`/api/risks?acceptance=${acceptance}&limit=20&offset=0`);
      expect(activeFilterCount(query)).toBe(1);
    }
  });

  it('keeps the review filter (issue 26) in the URL and sends it as reviewDue or reviewOverdue', () => {
    expect(parse('review=bogus').review).toBeNull();
    const due = parse('review=due&ownerId=u1');
    expect(riskListUrl(due)).toBe('/api/risks?ownerId=u1&reviewDue=true&limit=20&offset=0');
    expect(activeFilterCount(due)).toBe(2);
    const overdue = parse('review=overdue&departmentId=7');
    expect(riskListUrl(overdue)).toBe('/api/risks?departmentId=7&reviewOverdue=true&limit=20&offset=0');
    expect(activeFilterCount(overdue)).toBe(2);
  });
});
