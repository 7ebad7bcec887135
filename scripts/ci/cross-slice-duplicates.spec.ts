import { describe, expect, it } from '@jest/globals';
import { classify, countedLines, sliceOf } from './cross-slice-duplicates.mjs';

describe('sliceOf', () => {
  it('places services, contracts, front ends, gateway folders, clients and tests in their slice', () => {
    expect(sliceOf('services/risk/src/risks/risks.service.ts')).toBe('risk');
    expect(sliceOf('libs/contracts/src/notification/api.ts')).toBe('notification');
    expect(sliceOf('mfe-tasks/src/components/list/TaskTable.tsx')).toBe('task');
    expect(sliceOf('mfe-admin/src/components/users/UsersTable.tsx')).toBe('identity');
    expect(sliceOf('mfe-admin/src/components/settings/TemplateDialog.tsx')).toBe('notification');
    expect(sliceOf('gateway/src/auth/auth.controller.ts')).toBe('identity');
    expect(sliceOf('gateway/src/clients/task.client.ts')).toBe('task');
    expect(sliceOf('gateway/test/risks-import.api-spec.ts')).toBe('risk');
  });

  it('calls everything else shared', () => {
    expect(sliceOf('libs/backend/src/nats/rpc.client.ts')).toBe('shared');
    expect(sliceOf('libs/contracts/src/common/rules.ts')).toBe('shared');
    expect(sliceOf('gateway/src/http/idempotency.interceptor.ts')).toBe('shared');
    expect(sliceOf('scripts/bench/floor-risks.mjs')).toBe('shared');
  });
});

describe('countedLines', () => {
  it('leaves out blank lines, comments, punctuation and every line of an import statement', () => {
    const text = ['import {', '  type A,', '  type B,', "} from './x.js';", '', '// note', 'const a = 1;', '};', 'run(a);'].join('\n');
    expect(countedLines(text, 1, 9)).toBe(2);
  });
});

describe('classify', () => {
  const files: Record<string, string> = {
    'services/risk/src/a.ts': Array.from({ length: 10 }, (_, i) => `const r${i} = ${i};`).join('\n'),
    'services/task/src/b.ts': Array.from({ length: 10 }, (_, i) => `const t${i} = ${i};`).join('\n'),
    'services/task/src/c.ts': ['import {', '  type A,', '  type B,', '  type C,', '  type D,', "} from './x.js';", 'const S = 1;'].join(
      '\n',
    ),
  };
  const read = (file: string) => files[file];

  it('counts a pair across two slices and drops boilerplate, same-slice and shared pairs', () => {
    const output = [
      'D1 services/risk/src/a.ts:1-8 ~ services/task/src/b.ts:1-8 shape',
      'D2 services/risk/src/a.ts:1-8 ~ services/task/src/b.ts:1-8 shape boilerplate',
      'D3 services/task/src/b.ts:1-8 ~ mfe-tasks/src/x.tsx:1-8',
      'D4 libs/backend/src/x.ts:1-8 ~ services/task/src/b.ts:1-8',
    ].join('\n');
    const result = classify(output, read);
    expect(result.crossing).toHaveLength(1);
    expect(result.crossing[0]).toContain('D1 ');
    expect(result.touching).toHaveLength(1);
  });

  it('sets apart a pair that is six lines only thanks to the names of a multi-line import', () => {
    const result = classify('D1 services/risk/src/a.ts:1-7 ~ services/task/src/c.ts:1-7 shape', read);
    expect(result.crossing).toHaveLength(0);
    expect(result.imports).toHaveLength(1);
  });
});
