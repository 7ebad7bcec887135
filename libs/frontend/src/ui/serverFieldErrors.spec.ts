import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api-client/ApiError';
import { serverFieldErrors, serverMessages } from './serverFieldErrors';

const matchers = [
  { name: 'residualLikelihood', words: ['residual likelihood', 'الاحتمالية المتبقية'] },
  { name: 'likelihood', words: ['likelihood', 'الاحتمالية'] },
  { name: 'comment', words: [/\bcomment/i, 'التعليق'] },
] as const;

describe('serverFieldErrors', () => {
  it('puts each message under the first field it names, in either language, and keeps the others apart', () => {
    const { fields, rest } = serverFieldErrors(
      [
        'Residual likelihood must be a whole number from 1 to 5',
        'Likelihood must be a whole number from 1 to 5',
        'التعليق مطلوب',
        'The risk is closed',
      ],
      matchers,
    );
    expect(fields).toEqual([
      { name: 'residualLikelihood', errors: ['Residual likelihood must be a whole number from 1 to 5'] },
      { name: 'likelihood', errors: ['Likelihood must be a whole number from 1 to 5'] },
      { name: 'comment', errors: ['التعليق مطلوب'] },
    ]);
    expect(rest).toEqual(['The risk is closed']);
  });

  it("reads the 400's errors list, else its message, and nothing of other errors", () => {
    const body = JSON.stringify({ statusCode: 400, message: 'A; B', errors: ['A', 'B'] });
    expect(serverMessages(new ApiError(400, body, 'A; B', 'Bad Request'))).toEqual(['A', 'B']);
    const single = JSON.stringify({ statusCode: 400, message: 'Only one' });
    expect(serverMessages(new ApiError(400, single, 'Only one', 'Bad Request'))).toEqual(['Only one']);
    expect(serverMessages(new ApiError(500, 'oops', null, 'Server Error'))).toEqual([]);
    expect(serverMessages(new Error('network'))).toEqual([]);
  });
});
