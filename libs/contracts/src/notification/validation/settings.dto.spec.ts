import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { NOTIFICATION_MESSAGES } from '../messages.js';
import { UpdateEmailTemplateDto, UpdateEscalationSettingDto } from './settings.dto.js';

const errors = (body: object, dto: new () => object = UpdateEscalationSettingDto) =>
  validateSync(plainToInstance(dto, body)).flatMap((e) => Object.values(e.constraints ?? {}));

describe(UpdateEscalationSettingDto.name, () => {
  it('refuses isActive: null with its message (it reached the not-null column as a 500 before)', () => {
    expect(errors({ isActive: null })).toEqual([NOTIFICATION_MESSAGES.isActiveInvalid]);
  });

  it('takes any one field alone, as the Notifications tab sends it', () => {
    expect(errors({ isActive: false })).toEqual([]);
    expect(errors({ daysBeforeDue: 3 })).toEqual([]);
    expect(errors({})).toEqual([]);
  });
});

describe(UpdateEmailTemplateDto.name, () => {
  it('refuses null for the fields a template must have (they reached not-null columns as a 500 before)', () => {
    for (const field of ['name', 'type', 'language', 'subject', 'bodyHtml', 'isActive']) {
      expect(errors({ [field]: null }, UpdateEmailTemplateDto).length).toBeGreaterThan(0);
    }
  });

  it('clears the text body with null, and takes a field alone', () => {
    expect(errors({ bodyText: null }, UpdateEmailTemplateDto)).toEqual([]);
    expect(errors({ subject: 'Due soon' }, UpdateEmailTemplateDto)).toEqual([]);
  });
});

describe('IsTitle', () => {
  it('counts characters as the database does: "ب😀" is two, too short for a title (it was a 500 before)', async () => {
    const { CreateRiskDto } = await import('../../risk/validation/risk.dto.js');
    const messages = validateSync(plainToInstance(CreateRiskDto, { title: 'ب😀' })).find((e) => e.property === 'title')?.constraints;
    expect(Object.values(messages ?? {})).toEqual(['Title must be at least 3 characters']);
  });
});
