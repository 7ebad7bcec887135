import { describe, expect, it } from '@jest/globals';
import { REPORT_MAX_ROWS, type ReportRiskRow, type RiskReportData, type TaskReportData } from '@rtm/contracts';
import {
  escapeHtml,
  heatMapHtml,
  levelCountsHtml,
  pageTemplates,
  registerNote,
  reportDocument,
  reportTitle,
  tableHtml,
  trendSvg,
  type ReportMeta,
} from './report-html.js';
import { REPORT_TEXTS } from './report-texts.js';

const row = (over: Partial<ReportRiskRow> = {}): ReportRiskRow => ({
  riskId: 'RSK-2026-0001',
  title: 'Network outage',
  status: 'open',
  riskType: 'Operational',
  ownerName: 'Sara Ali',
  departments: ['IT'],
  riskScore: 20,
  riskLevel: 'critical',
  residualScore: 6,
  residualLevel: 'medium',
  ...over,
});

const levels = { critical: 1, high: 0, medium: 2, low: 3 };
const data = (over: Partial<RiskReportData> = {}): RiskReportData => ({
  asOf: '2026-11-28',
  department: null,
  inherent: { cells: [{ likelihood: 5, impact: 4, count: 1 }], levels },
  residual: { cells: [{ likelihood: 2, impact: 3, count: 2 }], levels },
  outsideAppetite: { total: 12, items: [row()] },
  topResidual: [row()],
  pendingAcceptances: { total: 0, items: [] },
  expiringAcceptances: { total: 1, items: [{ riskId: 'RSK-2026-0002', title: 'Vendor', status: 'approved', expiresOn: '2026-12-20' }] },
  overdueReviews: { total: 0, items: [] },
  trend: [
    { month: '2026-10', known: false, critical: 0, high: 0, medium: 0, low: 0 },
    { month: '2026-11', known: true, critical: 1, high: 2, medium: 3, low: 4 },
  ],
  movements: { from: '2026-10-28', to: '2026-11-28', total: 0, items: [] },
  register: null,
  ...over,
});
const tasks: TaskReportData = {
  overdue: {
    total: 1,
    items: [
      {
        taskId: 'TSK-2026-0007',
        title: 'Patch',
        status: 'to_do',
        priority: 'high',
        assigneeName: null,
        dueDate: '2026-11-01',
        riskCodes: ['RSK-2026-0001'],
      },
    ],
  },
};
const meta = (over: Partial<ReportMeta> = {}): ReportMeta => ({
  pack: 'executive',
  language: 'en',
  asOf: '2026-11-28',
  organisation: 'Acme & Sons',
  ...over,
});

describe('committee pack HTML', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co');
    expect(escapeHtml(null)).toBe('');
  });

  it('writes user text escaped with dir="auto" and codes isolated left to right', () => {
    const html = reportDocument(meta(), data({ topResidual: [row({ title: '<b>خطر</b>', ownerName: 'سارة' })] }), tasks);
    expect(html).toContain('<span dir="auto">&lt;b&gt;خطر&lt;/b&gt;</span>');
    expect(html).toContain('<span dir="auto">سارة</span>');
    expect(html).toContain('<bdi dir="ltr">RSK-2026-0001</bdi>');
    expect(html).not.toContain('<b>خطر</b>');
    expect(html).toContain('<span dir="auto">Acme &amp; Sons</span>');
  });

  it('sets the document language and direction: Arabic right to left, English left to right', () => {
    expect(reportDocument(meta({ language: 'ar' }), data(), tasks)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(reportDocument(meta(), data(), tasks)).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('titles each pack in its language', () => {
    expect(reportTitle({ pack: 'executive', language: 'ar' })).toBe('التقرير التنفيذي للمخاطر');
    expect(reportTitle({ pack: 'department', language: 'en' }, 'Finance')).toBe('Department risk pack: Finance');
    expect(reportTitle({ pack: 'register', language: 'en' })).toBe('Risk register');
  });

  it('has every section of the executive pack in order, with counts and "n of m shown" when a list is cut', () => {
    const html = reportDocument(meta(), data(), tasks);
    const texts = REPORT_TEXTS.en;
    const headings = [
      texts.levels,
      texts.heatMaps,
      `${texts.outsideAppetite} (12)`,
      texts.topResidual,
      `${texts.pendingAcceptances} (0)`,
      `${texts.expiringAcceptances(60)} (1)`,
      `${texts.overdueTasks} (1)`,
      `${texts.overdueReviews} (0)`,
      texts.trend,
      texts.movements('2026-10-28', '2026-11-28'),
    ].map((h) => `<h2>${escapeHtml(h)}`);
    const positions = headings.map((h) => html.indexOf(h));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain(texts.shown(1, 12));
    expect(html).toContain(`<p class="none">${texts.none}</p>`);
  });

  it('paginates with CSS: sections kept whole, header rows repeated on each page, no row cut', () => {
    const html = reportDocument(meta(), data(), tasks);
    expect(html).toContain('section.keep { break-inside: avoid; }');
    expect(html).toContain('thead { display: table-header-group; }');
    expect(html).toContain('tr { break-inside: avoid; }');
    expect(tableHtml([{ header: 'A', cell: (r: { a: string }) => r.a }], [{ a: '1' }], REPORT_TEXTS.en)).toBe(
      '<table><thead><tr><th>A</th></tr></thead><tbody>\n<tr><td>1</td></tr>\n</tbody></table>',
    );
  });

  it("notes the register pack's limit and where the rest are", () => {
    const texts = REPORT_TEXTS.en;
    expect(registerNote(2500, REPORT_MAX_ROWS, texts)).toBe(
      "The first 2000 of 2500 risks are shown: the risk list's spreadsheet export (Risks, Export) holds them all.",
    );
    expect(registerNote(12, 12, texts)).toBe('12 risks match the filters.');
    const html = reportDocument(meta({ pack: 'register' }), data({ register: { total: 1, items: [row()] } }), null);
    expect(html).toContain('<th>Type</th>');
    expect(html).toContain('<th>Departments</th>');
    expect(html).not.toContain(texts.heatMaps);
  });

  it('draws a 5 x 5 heat map, likelihood 5 on top, a cell its level colour and count', () => {
    const html = heatMapHtml({ cells: [{ likelihood: 5, impact: 5, count: 3 }], levels }, 'Inherent', REPORT_TEXTS.en);
    expect(html.match(/<td class="cell"/g)).toHaveLength(25);
    expect(html.indexOf('<bdi dir="ltr">5</bdi></th>')).toBeLessThan(html.indexOf('<bdi dir="ltr">1</bdi></th>'));
    expect(html).toContain('background:#cf1322;color:#fff"><bdi dir="ltr">3</bdi></td>');
  });

  it('counts per level with totals, and a trend bar per month (unknown months without a total)', () => {
    const counts = levelCountsHtml(
      { cells: [], levels },
      { cells: [], levels: { critical: 0, high: 0, medium: 0, low: 1 } },
      REPORT_TEXTS.en,
    );
    expect(counts).toContain(
      '<tr class="sum"><th scope="row">Total</th><td class="narrow"><bdi dir="ltr">6</bdi></td><td class="narrow"><bdi dir="ltr">1</bdi></td></tr>',
    );
    const svg = trendSvg(data().trend, REPORT_TEXTS.en);
    expect(svg.match(/<rect /g)).toHaveLength(4);
    expect(svg).toContain('>2026-10</text>');
    expect(svg).toContain('>10</text>');
  });

  it("puts the organisation, title, as-of day and 'page n of m' on every page", () => {
    const { header, footer } = pageTemplates(meta({ language: 'ar' }), 'التقرير التنفيذي للمخاطر');
    expect(header).toContain('dir="rtl"');
    expect(header).toContain('Acme &amp; Sons');
    expect(header).toContain('التقرير التنفيذي للمخاطر');
    expect(header).toContain('حتى تاريخ <bdi dir="ltr">2026-11-28</bdi>');
    expect(footer).toContain('صفحة <span class="pageNumber"></span> من <span class="totalPages"></span>');
    expect(pageTemplates(meta(), 'x').footer).toContain('Page <span class="pageNumber"></span> of <span class="totalPages"></span>');
  });
});
