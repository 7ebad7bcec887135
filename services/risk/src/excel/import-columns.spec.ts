import { describe, expect, it } from '@jest/globals';
import { RISK_IMPORT_COLUMNS, RISK_IMPORT_COLUMNS_AR } from '@rtm/contracts';
import { columnFor, IMPORT_COLUMNS } from './import-columns.js';

describe(columnFor.name, () => {
  it("reads the template's headers in English and in Arabic", () => {
    for (const [i, header] of RISK_IMPORT_COLUMNS.entries()) {
      expect(columnFor(header)).toBe(IMPORT_COLUMNS[i].key);
      expect(columnFor(RISK_IMPORT_COLUMNS_AR[header])).toBe(IMPORT_COLUMNS[i].key);
    }
    expect(columnFor(' الحل  المقترح ')).toBe('suggestedSolution');
    expect(columnFor('risk_type')).toBe('riskType');
    expect(columnFor('غير معروف')).toBeNull();
  });
});
