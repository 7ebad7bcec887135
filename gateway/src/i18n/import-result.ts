import { RISK_IMPORT_COLUMNS, riskImportHeader, type BulkUploadResultDto, type Language, type RiskImportColumn } from '@rtm/contracts';
import { translateMessage } from './message-translator.js';

const isColumn = (header: string): header is RiskImportColumn => (RISK_IMPORT_COLUMNS as readonly string[]).includes(header);

/** The rows in error of an import, their column names and messages in `language`. */
export function localiseImportResult(result: BulkUploadResultDto, language: Language): BulkUploadResultDto {
  if (language === 'en' || !result.details?.length) return result;
  return {
    ...result,
    details: result.details.map((detail) => ({
      ...detail,
      column: isColumn(detail.column) ? riskImportHeader(detail.column, language) : detail.column,
      message: translateMessage(detail.message, language),
    })),
  };
}
