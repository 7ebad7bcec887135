import {
  REPORT_EXPIRING_DAYS,
  RISK_LEVELS,
  riskLevel,
  riskScore,
  type Language,
  type ReportAcceptanceRow,
  type ReportHeatMap,
  type ReportList,
  type ReportPack,
  type ReportRiskRow,
  type ReportTaskRow,
  type RiskLevel,
  type RiskLevelMonthDto,
  type RiskMovementDto,
  type RiskReportData,
  type TaskReportData,
} from '@rtm/contracts';
import { REPORT_TEXTS, type ReportTexts } from './report-texts.js';

/**
 * The committee packs' HTML (issue 29), pure: the data of one pack in, one document out, which headless Chromium
 * prints. Every text that came from a user (titles, names) is escaped and marked `dir="auto"`; codes, dates and
 * numbers are isolated left to right (`<bdi dir="ltr">`) so an Arabic line keeps them readable. Pagination is CSS's:
 * each section starts on the page where it fits whole when it is short (`break-inside: avoid`), a table's header row
 * repeats on every page it spans and no row is cut between two pages.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A user's text (a title, a name): escaped, its direction from its own first strong letter. */
export const userText = (value: string | null | undefined) => `<span dir="auto">${escapeHtml(value ?? '')}</span>`;
/** A code, a date or a number: kept left to right inside a right-to-left line. */
export const ltr = (value: string | number | null | undefined) => `<bdi dir="ltr">${escapeHtml(value ?? '')}</bdi>`;

/** The colours of the levels (the dashboard's). */
export const LEVEL_COLOURS: Record<RiskLevel, string> = { critical: '#cf1322', high: '#fa8c16', medium: '#fadb14', low: '#52c41a' };
const LEVEL_TEXT: Record<RiskLevel, string> = { critical: '#fff', high: '#000', medium: '#000', low: '#000' };

export interface ReportMeta {
  pack: ReportPack;
  language: Language;
  asOf: string;
  organisation: string;
}

/** The pack's title in its language. */
export function reportTitle(meta: Pick<ReportMeta, 'pack' | 'language'>, department?: string | null): string {
  const texts = REPORT_TEXTS[meta.language];
  if (meta.pack === 'executive') return texts.executiveTitle;
  if (meta.pack === 'department') return texts.departmentTitle(department ?? '');
  return texts.registerTitle;
}

export interface Column<T> {
  header: string;
  cell: (row: T) => string;
  /** Numbers and codes: centred, never wrapped. */
  narrow?: boolean;
}

/** A table whose header row repeats on each page it spans (thead) and whose rows are never cut between pages. */
export function tableHtml<T>(columns: Column<T>[], rows: T[], texts: ReportTexts): string {
  if (rows.length === 0) return `<p class="none">${escapeHtml(texts.none)}</p>`;
  const head = columns.map((c) => `<th${c.narrow ? ' class="narrow"' : ''}>${escapeHtml(c.header)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((c) => `<td${c.narrow ? ' class="narrow"' : ''}>${c.cell(row)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const levelBadge = (level: RiskLevel | null, score: number | null, texts: ReportTexts) =>
  level == null || score == null
    ? '–'
    : `<span class="level" style="background:${LEVEL_COLOURS[level]};color:${LEVEL_TEXT[level]}">${ltr(score)} ${escapeHtml(texts.level[level])}</span>`;

/** The columns of a risk in a pack's tables; the register's carry the type, the owner and the departments too. */
export function riskColumns(texts: ReportTexts, full: boolean): Column<ReportRiskRow>[] {
  const c = texts.columns;
  return [
    { header: c.riskId, cell: (r) => ltr(r.riskId), narrow: true },
    { header: c.title, cell: (r) => userText(r.title) },
    { header: c.status, cell: (r) => escapeHtml(texts.status[r.status] ?? r.status) },
    ...(full
      ? [
          { header: c.type, cell: (r: ReportRiskRow) => userText(r.riskType) },
          { header: c.owner, cell: (r: ReportRiskRow) => userText(r.ownerName) },
          { header: c.departments, cell: (r: ReportRiskRow) => r.departments.map(userText).join('، ') },
        ]
      : [{ header: c.owner, cell: (r: ReportRiskRow) => userText(r.ownerName) }]),
    { header: c.inherent, cell: (r) => levelBadge(r.riskLevel, r.riskScore, texts), narrow: true },
    { header: c.residual, cell: (r) => levelBadge(r.residualLevel, r.residualScore, texts), narrow: true },
  ];
}

function acceptanceColumns(texts: ReportTexts): Column<ReportAcceptanceRow>[] {
  const c = texts.columns;
  return [
    { header: c.riskId, cell: (r) => ltr(r.riskId), narrow: true },
    { header: c.title, cell: (r) => userText(r.title) },
    { header: c.status, cell: (r) => escapeHtml(texts.status[r.status] ?? r.status) },
    { header: c.expiresOn, cell: (r) => ltr(r.expiresOn), narrow: true },
  ];
}

function taskColumns(texts: ReportTexts): Column<ReportTaskRow>[] {
  const c = texts.columns;
  return [
    { header: c.taskId, cell: (r) => ltr(r.taskId), narrow: true },
    { header: c.title, cell: (r) => userText(r.title) },
    { header: c.status, cell: (r) => escapeHtml(texts.status[r.status] ?? r.status) },
    { header: c.priority, cell: (r) => escapeHtml(texts.priority[r.priority] ?? r.priority) },
    { header: c.assignee, cell: (r) => userText(r.assigneeName) },
    { header: c.dueDate, cell: (r) => ltr(r.dueDate), narrow: true },
    { header: c.risks, cell: (r) => r.riskCodes.map(ltr).join(' '), narrow: true },
  ];
}

function movementColumns(texts: ReportTexts): Column<RiskMovementDto>[] {
  const c = texts.columns;
  return [
    { header: c.riskId, cell: (r) => ltr(r.riskId), narrow: true },
    { header: c.title, cell: (r) => userText(r.title) },
    { header: c.from, cell: (r) => levelBadge(r.from?.level ?? null, r.from?.score ?? null, texts), narrow: true },
    { header: c.to, cell: (r) => levelBadge(r.to?.level ?? null, r.to?.score ?? null, texts), narrow: true },
    { header: c.movement, cell: (r) => escapeHtml(texts.direction[r.direction] ?? r.direction) },
  ];
}

/** Counts per level, inherent and residual side by side. */
export function levelCountsHtml(inherent: ReportHeatMap, residual: ReportHeatMap, texts: ReportTexts): string {
  const levels = [...RISK_LEVELS].reverse();
  const sum = (m: ReportHeatMap) => levels.reduce((n, l) => n + m.levels[l], 0);
  const rows = [
    ...levels.map(
      (l) =>
        `<tr><th scope="row"><span class="swatch" style="background:${LEVEL_COLOURS[l]}"></span>${escapeHtml(texts.level[l])}</th>` +
        `<td class="narrow">${ltr(inherent.levels[l])}</td><td class="narrow">${ltr(residual.levels[l])}</td></tr>`,
    ),
    `<tr class="sum"><th scope="row">${escapeHtml(texts.total)}</th><td class="narrow">${ltr(sum(inherent))}</td><td class="narrow">${ltr(sum(residual))}</td></tr>`,
  ];
  return `<table class="counts"><thead><tr><th></th><th class="narrow">${escapeHtml(texts.inherent)}</th><th class="narrow">${escapeHtml(
    texts.residual,
  )}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A 5 x 5 heat map: likelihood 5 at the top, impact 1 to 5 along the reading direction, each cell its level's colour. */
export function heatMapHtml(map: ReportHeatMap, caption: string, texts: ReportTexts): string {
  const count = new Map(map.cells.map((c) => [`${c.likelihood}:${c.impact}`, c.count]));
  const rows: string[] = [];
  for (let likelihood = 5; likelihood >= 1; likelihood--) {
    const cells = [1, 2, 3, 4, 5].map((impact) => {
      const level = riskLevel(riskScore(likelihood, impact));
      const n = count.get(`${likelihood}:${impact}`) ?? 0;
      return `<td class="cell" style="background:${LEVEL_COLOURS[level]};color:${LEVEL_TEXT[level]}">${n ? ltr(n) : ''}</td>`;
    });
    rows.push(`<tr><th scope="row" class="axis">${ltr(likelihood)}</th>${cells.join('')}</tr>`);
  }
  rows.push(`<tr><th class="axis"></th>${[1, 2, 3, 4, 5].map((i) => `<th class="axis">${ltr(i)}</th>`).join('')}</tr>`);
  return `<figure class="heatmap"><figcaption>${escapeHtml(caption)}</figcaption>
<div class="axis-label">${escapeHtml(texts.likelihood)} ↑ · ${escapeHtml(texts.impact)} ${texts.readingArrow}</div>
<table class="matrix"><tbody>${rows.join('')}</tbody></table></figure>`;
}

/** The level trend as stacked bars (inline SVG), one per month, oldest first, and its legend. */
export function trendSvg(months: RiskLevelMonthDto[], texts: ReportTexts): string {
  const width = 640;
  const height = 200;
  const bottom = 170;
  const slot = width / Math.max(months.length, 1);
  const max = Math.max(1, ...months.map((m) => m.critical + m.high + m.medium + m.low));
  const scale = (bottom - 10) / max;
  const bars = months.map((m, i) => {
    let y = bottom;
    const x = i * slot + slot * 0.2;
    const parts = (['low', 'medium', 'high', 'critical'] as const).map((level) => {
      const h = m[level] * scale;
      y -= h;
      return h > 0
        ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(slot * 0.6).toFixed(1)}" height="${h.toFixed(1)}" fill="${LEVEL_COLOURS[level]}"/>`
        : '';
    });
    const total = m.critical + m.high + m.medium + m.low;
    const label = `<text x="${(i * slot + slot / 2).toFixed(1)}" y="${bottom + 14}" font-size="9" text-anchor="middle">${escapeHtml(m.month)}</text>`;
    const value = m.known
      ? `<text x="${(i * slot + slot / 2).toFixed(1)}" y="${(y - 3).toFixed(1)}" font-size="9" text-anchor="middle">${total}</text>`
      : '';
    return parts.join('') + label + value;
  });
  const legend = [...RISK_LEVELS]
    .reverse()
    .map(
      (l) => `<span class="legend"><span class="swatch" style="background:${LEVEL_COLOURS[l]}"></span>${escapeHtml(texts.level[l])}</span>`,
    )
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" direction="ltr" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeHtml(texts.trend)}">${bars.join('')}<line x1="0" y1="${bottom}" x2="${width}" y2="${bottom}" stroke="#888"/></svg><div>${legend}</div>`;
}

const section = (heading: string, body: string, extra = '') =>
  `<section class="keep${extra ? ` ${extra}` : ''}"><h2>${escapeHtml(heading)}</h2>\n${body}\n</section>`;

/** A list section: its rows, and 'n of m shown' when more matched. */
function listSection<T>(heading: string, list: ReportList<T>, columns: Column<T>[], texts: ReportTexts, note = ''): string {
  const shown = list.total > list.items.length ? `<p class="note">${escapeHtml(texts.shown(list.items.length, list.total))}</p>` : '';
  return section(`${heading} (${list.total})`, `${tableHtml(columns, list.items, texts)}${shown}${note}`);
}

/** The register pack's note: how many matched, and where the rest are when the pack holds fewer. */
export function registerNote(total: number, shown: number, texts: ReportTexts): string {
  return total > shown ? texts.registerLimit(shown, total) : texts.registerCount(total);
}

/** The body of the executive and department packs. */
export function overviewSections(risk: RiskReportData, tasks: TaskReportData, texts: ReportTexts): string {
  const whole = `<p class="note">${escapeHtml(texts.wholeRegister)}</p>`;
  return [
    section(texts.levels, levelCountsHtml(risk.inherent, risk.residual, texts)),
    section(
      texts.heatMaps,
      `<div class="maps">${heatMapHtml(risk.inherent, texts.inherent, texts)}${heatMapHtml(risk.residual, texts.residual, texts)}</div>`,
    ),
    listSection(texts.outsideAppetite, risk.outsideAppetite, riskColumns(texts, false), texts),
    section(texts.topResidual, tableHtml(riskColumns(texts, false), risk.topResidual, texts)),
    listSection(texts.pendingAcceptances, risk.pendingAcceptances, acceptanceColumns(texts), texts),
    listSection(texts.expiringAcceptances(REPORT_EXPIRING_DAYS), risk.expiringAcceptances, acceptanceColumns(texts), texts),
    listSection(texts.overdueTasks, tasks.overdue, taskColumns(texts), texts),
    listSection(texts.overdueReviews, risk.overdueReviews, riskColumns(texts, false), texts),
    section(texts.trend, trendSvg(risk.trend, texts) + (risk.department ? whole : '')),
    listSection(
      texts.movements(risk.movements.from, risk.movements.to),
      risk.movements,
      movementColumns(texts),
      texts,
      risk.department ? whole : '',
    ),
  ].join('\n');
}

/** The register pack's body: the filtered list as one landscape table. */
export function registerSection(risk: RiskReportData, texts: ReportTexts): string {
  const register = risk.register ?? { total: 0, items: [] };
  return `<p class="note">${escapeHtml(registerNote(register.total, register.items.length, texts))}</p>\n${tableHtml(
    riskColumns(texts, true),
    register.items,
    texts,
  )}`;
}

const FONTS = `'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', sans-serif`;
/**
 * Letters stay joined, but lam and alef are drawn as their two joined letters, not as the one lam-alef glyph: a PDF's
 * text of that glyph comes back reversed ('ال' for 'لا') from poppler and from a copy, so a reader could not search
 * the pack for خلال or الأولوية.
 */
const FEATURES = `font-feature-settings: 'rlig' 0;`;

const STYLE = `
@page { margin: 22mm 12mm 18mm 12mm; }
* { box-sizing: border-box; }
body { font-family: ${FONTS}; ${FEATURES} font-size: 10pt; color: #111; margin: 0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
h2 { font-size: 12.5pt; margin: 6mm 0 2mm; border-bottom: 1px solid #ccc; padding-bottom: 1mm; }
.meta, .note, .none { color: #444; font-size: 9pt; }
section.keep { break-inside: avoid; }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #ccc; padding: 1.2mm 1.6mm; text-align: start; vertical-align: top; }
th { background: #f0f0f0; }
.narrow { text-align: center; white-space: nowrap; }
.level { border-radius: 3px; padding: 0 1.5mm; white-space: nowrap; }
.swatch { display: inline-block; width: 3mm; height: 3mm; margin-inline-end: 1.5mm; vertical-align: middle; }
.legend { margin-inline-end: 4mm; font-size: 9pt; }
table.counts { width: auto; min-width: 90mm; }
.maps { display: flex; gap: 10mm; flex-wrap: wrap; }
figure.heatmap { margin: 0; }
figcaption { font-weight: bold; margin-bottom: 1mm; }
.axis-label { font-size: 8pt; color: #444; margin-bottom: 1mm; }
table.matrix { width: auto; }
table.matrix td.cell { width: 13mm; height: 10mm; text-align: center; vertical-align: middle; font-weight: bold; }
table.matrix th.axis { background: none; border: none; font-weight: normal; text-align: center; }
tr.sum th, tr.sum td { font-weight: bold; }
`;

/** The whole document of a pack (what Chromium prints; the header and footer are the renderer's templates). */
export function reportDocument(meta: ReportMeta, risk: RiskReportData, tasks: TaskReportData | null): string {
  const texts = REPORT_TEXTS[meta.language];
  const title = reportTitle(meta, risk.department?.name ?? String(risk.department?.id ?? ''));
  const body =
    meta.pack === 'register' ? registerSection(risk, texts) : overviewSections(risk, tasks ?? { overdue: { total: 0, items: [] } }, texts);
  const dir = meta.language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${meta.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1 dir="auto">${escapeHtml(title)}</h1>
<p class="meta"><span dir="auto">${escapeHtml(meta.organisation)}</span> · ${escapeHtml(texts.asOf)} ${ltr(meta.asOf)}</p>
${body}
</body>
</html>`;
}

/** Chromium's header and footer of every page: organisation, title and as-of day; page n of m. */
export function pageTemplates(meta: ReportMeta, title: string): { header: string; footer: string } {
  const texts = REPORT_TEXTS[meta.language];
  const dir = meta.language === 'ar' ? 'rtl' : 'ltr';
  const box = `font-family: ${FONTS}; ${FEATURES} font-size: 8px; color: #555; width: 100%; margin: 0 12mm; display: flex; justify-content: space-between;`;
  return {
    header: `<div dir="${dir}" lang="${meta.language}" style="${box}"><span dir="auto">${escapeHtml(meta.organisation)}</span><span dir="auto">${escapeHtml(
      title,
    )}</span><span>${escapeHtml(texts.asOf)} ${ltr(meta.asOf)}</span></div>`,
    footer: `<div dir="${dir}" lang="${meta.language}" style="${box} justify-content: center;"><span>${escapeHtml(texts.page)} <span class="pageNumber"></span> ${escapeHtml(
      texts.of,
    )} <span class="totalPages"></span></span></div>`,
  };
}
