import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { duplicatedPackages, findAdvisories } from './lockfile-audit.mjs';

const UUID = { id: 'GHSA-w5hq-g745-h8pq', package: 'uuid', vulnerable: '<14.0.0', title: 'uuid' };

describe('findAdvisories', () => {
  it('finds a nested copy in the vulnerable range and passes a fixed one', () => {
    const lock = {
      packages: {
        '': { version: '1.0.0' },
        'node_modules/exceljs/node_modules/uuid': { version: '8.3.2' },
        'node_modules/uuid': { version: '14.0.3' },
        'node_modules/not-uuid': { version: '1.0.0' },
      },
    };
    expect(findAdvisories(lock, [UUID])).toEqual([{ ...UUID, location: 'node_modules/exceljs/node_modules/uuid', version: '8.3.2' }]);
  });

  it('finds none of the pinned advisories in this tree (uuid is overridden under exceljs)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const { advisories } = JSON.parse(readFileSync('scripts/audit/known-advisories.json', 'utf8'));
    expect(findAdvisories(lock, advisories)).toEqual([]);
  });
});

describe('duplicatedPackages', () => {
  it('names a package installed in two versions', () => {
    const lock = {
      packages: {
        'node_modules/@opentelemetry/core': { version: '2.12.1' },
        'node_modules/@opentelemetry/sdk-trace/node_modules/@opentelemetry/core': { version: '2.12.0' },
        'node_modules/@opentelemetry/api': { version: '1.9.1' },
      },
    };
    expect(duplicatedPackages(lock, '@opentelemetry/')).toEqual({ '@opentelemetry/core': ['2.12.0', '2.12.1'] });
  });

  it('finds one copy of every OpenTelemetry package in this tree', () => {
    expect(duplicatedPackages(JSON.parse(readFileSync('package-lock.json', 'utf8')), '@opentelemetry/')).toEqual({});
  });
});
