import { RISK_EXPORT_HEADERS, type BulkImportPreviewDto, type BulkImportResultDto, type Language } from '@rtm/contracts';
import { localiseImportResult } from '../i18n/import-result.js';
import { translateMessage } from '../i18n/message-translator.js';

const isPreview = (answer: BulkImportResultDto | BulkImportPreviewDto): answer is BulkImportPreviewDto => 'toCreate' in answer;

/** A column a problem names, in `language`: the template's (localiseImportResult) or the export's Risk ID and Updated At. */
function exportHeader(column: string, language: Language): string {
  const en = RISK_EXPORT_HEADERS.en as Record<string, string>;
  const key = Object.keys(en).find((k) => en[k] === column);
  return key ? (RISK_EXPORT_HEADERS[language] as Record<string, string>)[key] : column;
}

/** An import's or a dry run's answer with its columns and messages in the request's language. */
export function localiseImportAnswer<T extends BulkImportResultDto | BulkImportPreviewDto>(answer: T, language: Language): T {
  if (language === 'en') return answer;
  if (!isPreview(answer)) {
    const result = localiseImportResult(answer, language);
    return { ...result, details: result.details.map((d) => ({ ...d, column: exportHeader(d.column, language) })) } as T;
  }
  return {
    ...answer,
    details: answer.details.map((detail) => {
      if (!detail.problems) return detail;
      const { details } = localiseImportResult(
        { created: 0, errors: 0, details: detail.problems.map((p) => ({ row: detail.row, ...p })) },
        language,
      );
      const problems = details.map((p) => ({ column: exportHeader(p.column, language), message: translateMessage(p.message, language) }));
      return { ...detail, problems, message: problems.map((p) => `${p.column}: ${p.message}`).join('\n') };
    }),
  } as T;
}
