import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { BULK_EDIT_MESSAGES } from '@rtm/contracts';
import { bulkApply, refusalOf } from './bulk-apply.js';

describe('bulkApply', () => {
  it('counts each outcome and refuses each failing item on its own, by code, with the service’s reason', async () => {
    const failures: string[] = [];
    const result = await bulkApply(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      async (id) => {
        if (id === 'b') throw new ForbiddenException('Not yours');
        if (id === 'c') throw new NotFoundException('Gone');
        if (id === 'd') throw new BadRequestException(['Bad owner', 'Bad department']);
        if (id === 'e') throw new ConflictException('Taken');
        if (id === 'f') throw new Error('connection reset');
        return id === 'g' ? 'unchanged' : 'updated';
      },
      (id) => failures.push(id),
    );
    expect(result).toEqual({
      updated: 1,
      unchanged: 1,
      refused: [
        { id: 'b', code: 'forbidden', message: 'Not yours' },
        { id: 'c', code: 'not_found', message: 'Gone' },
        { id: 'd', code: 'invalid', message: 'Bad owner; Bad department' },
        { id: 'e', code: 'conflict', message: 'Taken' },
        { id: 'f', code: 'failed', message: BULK_EDIT_MESSAGES.itemFailed },
      ],
    });
    expect(failures).toEqual(['f']);
  });

  it('does not tell a failure’s own text (it may be internal)', () => {
    expect(refusalOf('x', new TypeError('secret column'))).toEqual({ id: 'x', code: 'failed', message: BULK_EDIT_MESSAGES.itemFailed });
  });
});
