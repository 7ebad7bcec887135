import { describe, expect, it } from '@jest/globals';
import { BULK_EDIT_MESSAGES } from '../common/bulk-edit.js';
import { bulkIdsProblem, distinctIds, runsAsJob } from '../common/bulk-edit-rules.js';
import { VALIDATION } from '../common/messages.js';
import { riskBulkChangesProblem, riskBulkUpdate } from './bulk-edit.js';
import { RISK_MESSAGES } from './messages.js';

const id = '0b0c9d5e-8f1a-4c3b-9a7e-2d4f6b8a1c3e';

describe('the change rules of a bulk edit of risks', () => {
  it('takes owner, status, departments and treatment strategy, alone or together', () => {
    expect(riskBulkChangesProblem({ ownerId: id })).toBeNull();
    expect(riskBulkChangesProblem({ status: 'closed', departmentIds: [1, 2], treatmentStrategy: null })).toBeNull();
    expect(riskBulkChangesProblem({ treatmentStrategy: 'transfer' })).toBeNull();
  });

  it('refuses no change, a field it does not change, and each bad value with the form’s message', () => {
    expect(riskBulkChangesProblem({})).toBe(BULK_EDIT_MESSAGES.changesRequired);
    expect(riskBulkChangesProblem(null)).toBe(BULK_EDIT_MESSAGES.changesRequired);
    expect(riskBulkChangesProblem([{ status: 'open' }])).toBe(BULK_EDIT_MESSAGES.changesRequired);
    expect(riskBulkChangesProblem({ status: 'open', title: 'x' })).toBe(BULK_EDIT_MESSAGES.riskFieldsOnly);
    expect(riskBulkChangesProblem({ status: 'finished' })).toBe(RISK_MESSAGES.statusInvalid);
    expect(riskBulkChangesProblem({ ownerId: 'someone' })).toBe(VALIDATION.ownerRequired);
    expect(riskBulkChangesProblem({ ownerId: null })).toBe(VALIDATION.ownerRequired);
    expect(riskBulkChangesProblem({ departmentIds: [] })).toBe(VALIDATION.departmentsRequired);
    expect(riskBulkChangesProblem({ departmentIds: [0] })).toBe(RISK_MESSAGES.departmentIdInvalid);
    expect(riskBulkChangesProblem({ treatmentStrategy: 'ignore' })).toBe(RISK_MESSAGES.treatmentStrategyInvalid);
  });

  it('makes of the changes the form’s change with only the fields named', () => {
    expect(riskBulkUpdate({ status: 'accepted', treatmentStrategy: null })).toEqual({ status: 'accepted', treatmentStrategy: null });
    expect(riskBulkUpdate({ departmentIds: [3] })).toEqual({ departmentIds: [3] });
  });
});

describe('the ids of a bulk edit', () => {
  it('takes 1 to 1,000 uuids, each once, and runs more than 100 as a job', () => {
    expect(bulkIdsProblem([id])).toBeNull();
    expect(bulkIdsProblem([])).toBe(BULK_EDIT_MESSAGES.idsRequired);
    expect(bulkIdsProblem('all')).toBe(BULK_EDIT_MESSAGES.idsRequired);
    expect(bulkIdsProblem([id, 'RSK-2026-0001'])).toBe(BULK_EDIT_MESSAGES.idsInvalid);
    expect(bulkIdsProblem(Array.from({ length: 1001 }, () => id))).toBe(BULK_EDIT_MESSAGES.idsTooMany);
    expect(distinctIds([id, id.toUpperCase()])).toEqual([id]);
    expect(runsAsJob(100)).toBe(false);
    expect(runsAsJob(101)).toBe(true);
  });
});
