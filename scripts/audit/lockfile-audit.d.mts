export interface Advisory {
  id: string;
  package: string;
  vulnerable: string;
  title: string;
  fix?: string;
}

export function findAdvisories(
  lock: { packages?: Record<string, { version?: string; link?: boolean }> },
  advisories: Advisory[],
): (Advisory & { location: string; version: string })[];

export function duplicatedPackages(
  lock: { packages?: Record<string, { version?: string; link?: boolean }> },
  prefix: string,
): Record<string, string[]>;
