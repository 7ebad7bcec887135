import { describe, expect, it } from '@jest/globals';
import { rowChanges, type ComparedRisk } from './row-changes.js';

const stored: ComparedRisk = {
  title: 'Server outage',
  description: null,
  suggestedSolution: 'Add a standby',
  riskType: 'technical',
  affectedApp: null,
  frequency: 'monthly',
  ownerId: 'owner-1',
  departmentIds: [3, 1],
  likelihood: 3,
  impact: 4,
  status: 'open',
  residualLikelihood: 2,
  residualImpact: 2,
  treatmentStrategy: 'mitigate',
};
const show = (field: keyof ComparedRisk, risk: ComparedRisk) => {
  const value = risk[field];
  return Array.isArray(value) ? value.join(';') : (value ?? null);
};
const noneBlank = () => false;

describe(rowChanges.name, () => {
  it('finds nothing in a row as stored: text without its spaces, departments in any order, blank as null', () => {
    const same = { ...stored, title: ' Server outage ', description: '', departmentIds: [1, 3, 3] };
    expect(rowChanges(stored, same, noneBlank, show)).toEqual({ changes: [], input: {} });
  });

  it('answers only the changed cells, with their old and new values, and the update of those fields alone', () => {
    const wanted = {
      ...stored,
      title: 'Data centre outage',
      likelihood: 5,
      departmentIds: [1],
      residualLikelihood: null,
      residualImpact: null,
    };
    expect(rowChanges(stored, wanted, noneBlank, show)).toEqual({
      changes: [
        { field: 'title', from: 'Server outage', to: 'Data centre outage' },
        { field: 'likelihood', from: 3, to: 5 },
        { field: 'departments', from: '3;1', to: '1' },
        { field: 'residualLikelihood', from: 2, to: null },
        { field: 'residualImpact', from: 2, to: null },
      ],
      input: { title: 'Data centre outage', likelihood: 5, departmentIds: [1], residualLikelihood: null, residualImpact: null },
    });
  });

  it('keeps the stored value of a blank status, frequency, likelihood or impact (a new risk would take the default)', () => {
    const defaults = { ...stored, status: 'open' as const, frequency: 'once' as const, likelihood: 1, impact: 1 };
    const blank = (column: string) => ['status', 'frequency', 'likelihood', 'impact'].includes(column);
    expect(rowChanges({ ...stored, status: 'closed' }, defaults, blank, show).changes).toEqual([]);
  });

  it('clears a blank description or treatment strategy', () => {
    const wanted = { ...stored, suggestedSolution: null, treatmentStrategy: null };
    expect(rowChanges(stored, wanted, noneBlank, show).input).toEqual({ suggestedSolution: null, treatmentStrategy: null });
  });
});
