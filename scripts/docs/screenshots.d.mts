import type { Page } from 'playwright-core';

export interface Seeded {
  featuredRiskId: string;
  featuredTaskId: string;
}

export interface Shot {
  file: string;
  who: 'admin' | 'manager' | 'teamMember' | null;
  lang: 'en' | 'ar';
  theme?: 'light' | 'dark';
  path: (seeded: Seeded) => string;
  ready: string[];
  step?: (page: Page, context: { workDir: string }) => Promise<void>;
  fullPage?: boolean;
}

export interface ScreenshotOptions {
  baseUrl: string;
  outDir?: string;
  chromiumPath?: string;
  admin?: { username: string; password: string };
  only?: string[];
  log?: (line: string) => void;
}

export const DEFAULT_OUT: string;
export const SHOTS: Shot[];
export const PASSWORD: string;
export function takeScreenshots(options: ScreenshotOptions): Promise<string[]>;
