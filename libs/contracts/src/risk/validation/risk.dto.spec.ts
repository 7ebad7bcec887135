import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateCommentDto, CreateRiskDto, ListRisksDto, UpdateRiskDto } from './risk.dto.js';

const OWNER = '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11';
const valid = { title: 'Server outage', riskType: 'technical', ownerId: OWNER, departmentIds: [1] };

function messages<T extends object>(cls: new () => T, plain: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(cls, plain), { whitelist: true }).flatMap((e) => Object.values(e.constraints ?? {}));
}

describe(CreateRiskDto.name, () => {
  it('accepts the form with defaults left out', () => {
    expect(messages(CreateRiskDto, valid)).toEqual([]);
  });

  it("answers the spec's messages word for word", () => {
    const found = messages(CreateRiskDto, { title: 'ab', riskType: '', ownerId: '', departmentIds: [] });
    expect(found).toEqual(
      expect.arrayContaining([
        'Title must be at least 3 characters',
        'Please select a risk type',
        'Please select a risk owner',
        'Please select at least one department',
      ]),
    );
    expect(new Set(found).size).toBe(found.length); // one message per problem
  });

  it('counts the title after trimming and caps it at 255', () => {
    expect(messages(CreateRiskDto, { ...valid, title: '  ab  ' })).toEqual(['Title must be at least 3 characters']);
    expect(messages(CreateRiskDto, { ...valid, title: 'x'.repeat(256) })).toEqual(['Title must be at most 255 characters']);
    expect(messages(CreateRiskDto, { ...valid, title: 'x'.repeat(255) })).toEqual([]);
  });

  it('keeps likelihood and impact whole numbers from 1 to 5', () => {
    expect(messages(CreateRiskDto, { ...valid, likelihood: 0 })).toEqual(['Likelihood must be a whole number from 1 to 5']);
    expect(messages(CreateRiskDto, { ...valid, impact: 6 })).toEqual(['Impact must be a whole number from 1 to 5']);
    expect(messages(CreateRiskDto, { ...valid, likelihood: 2.5 })).toEqual(['Likelihood must be a whole number from 1 to 5']);
    expect(messages(CreateRiskDto, { ...valid, likelihood: 5, impact: 1 })).toEqual([]);
  });

  it('checks frequency, status and affected application against their enumerations', () => {
    expect(messages(CreateRiskDto, { ...valid, frequency: 'hourly' })).toEqual([
      'Frequency must be one of once, daily, weekly, monthly, yearly',
    ]);
    expect(messages(CreateRiskDto, { ...valid, status: 'done' })).toEqual([
      'Status must be one of open, under_review, mitigation_in_progress, closed, accepted',
    ]);
    expect(messages(CreateRiskDto, { ...valid, affectedApp: 'excel' })).toEqual([
      'Affected application must be one of psyter, naraakum, quraan, qq_system, musabaqat, bmc_erp, bmc_financial',
    ]);
    expect(messages(CreateRiskDto, { ...valid, affectedApp: '', frequency: 'weekly', status: 'accepted' })).toEqual([]);
  });
});

describe(UpdateRiskDto.name, () => {
  it('accepts any subset but refuses to clear a required field', () => {
    expect(messages(UpdateRiskDto, { status: 'closed' })).toEqual([]);
    expect(messages(UpdateRiskDto, { title: null })).toEqual(['Title must be at least 3 characters']);
    expect(messages(UpdateRiskDto, { departmentIds: [] })).toEqual(['Please select at least one department']);
    expect(messages(UpdateRiskDto, { ownerId: null })).toEqual(['Please select a risk owner']);
  });
});

describe(ListRisksDto.name, () => {
  it('reads query strings: comma-separated lists and numbers', () => {
    const dto = plainToInstance(ListRisksDto, { status: 'open,closed', level: 'critical', likelihood: '3', limit: '20', offset: '40' });
    expect(validateSync(dto)).toEqual([]);
    expect(dto).toMatchObject({ status: ['open', 'closed'], level: ['critical'], likelihood: 3, limit: 20, offset: 40 });
  });
  it('refuses unknown values and a limit above the maximum', () => {
    expect(messages(ListRisksDto, { status: 'nope', limit: '10000', impact: '9' })).toEqual(
      expect.arrayContaining([
        'Status must be one of open, under_review, mitigation_in_progress, closed, accepted',
        'Limit must be a whole number from 0 to 500',
        'Impact must be a whole number from 1 to 5',
      ]),
    );
  });
});

describe(CreateCommentDto.name, () => {
  it('refuses blank or whitespace-only content', () => {
    expect(messages(CreateCommentDto, { content: '   ', riskId: OWNER })).toEqual(['Comment cannot be empty']);
    expect(messages(CreateCommentDto, { content: 'Looks serious', riskId: OWNER, authorId: '' })).toEqual([]);
  });
});
