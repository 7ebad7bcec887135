// @ts-check
/**
 * antd's component styles made once at build time (issue 22) instead of in every browser at the first screen.
 *
 * antd 6 writes its styles at run time (CSS-in-JS): each component type, the first time it is drawn, builds its style
 * rules and inserts them into the page; on the dashboard that was about a fifth of the main thread's time. The shell
 * ships them instead as a stylesheet made here, with @ant-design/static-style-extract, for every antd component the apps
 * import. The stylesheet ends with antd's own cache map (`.data-ant-cssinjs-cache-path`), through which the run time
 * recognises each style as already in the page and skips building it; a style it does not find there (a component
 * no app imported when this was built) is built at run time as before, so nothing can go unstyled. In CSS-variable mode
 * the rules are the same for the light and the dark theme (the colours are variables, still set at run time).
 *
 * The extraction runs in a child process with NODE_ENV=production, so the class hash matches the production build's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const THIS_FILE = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(THIS_FILE), '../../..');
/** The front ends' sources, where the imports from 'antd' are read. */
const SOURCE_DIRS = ['shell/src', 'mfe-risks/src', 'mfe-tasks/src', 'mfe-admin/src', 'libs/frontend/src'];
/** Drawn through App.useApp() and the static methods, never imported as components. */
const ALWAYS = ['message', 'notification', 'Modal'];

/** Every name imported from 'antd' (values, not types) in the front ends' sources. @param {string} root */
export function antdImports(root = repoRoot) {
  const names = new Set(ALWAYS);
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*'antd'/g;
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        for (const part of match[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name) && !/\.spec\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The stylesheet of these antd components, made in a production-mode child process. @param {string[]} components */
export function antdStylesheet(components) {
  return execFileSync(process.execPath, [THIS_FILE, ...components], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
    // antd's deprecation warnings about components nobody draws here.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * Emits the stylesheet as `antd.<content hash>.css` and gives its path to the HTML template (`antdStylesheet`), which
 * links it before the scripts: the run time reads the cache map once, when the first antd component is drawn.
 */
export class AntdStylesPlugin {
  constructor() {
    const css = antdStylesheet(antdImports());
    this.css = css;
    this.fileName = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AntdStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AntdStylesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.fileName, new rspack.sources.RawSource(this.css));
      });
    });
  }
}

// The child process: prints the stylesheet of the components named on the command line.
if (process.argv[1] === THIS_FILE) {
  // The same (CommonJS) copies of React and antd as the extractor's, so their styles land in its cache.
  const require = createRequire(import.meta.url);
  const { extractStyle } = require('@ant-design/static-style-extract');
  const React = require('react');
  const antd = require('antd');
  /** Parts whose styles only a nested use registers (a form item's control). */
  const NestedParts = () =>
    React.createElement(antd.Form, null, React.createElement(antd.Form.Item, { label: 'x', name: 'x' }, React.createElement(antd.Input)));
  process.stdout.write(extractStyle({ includes: [...process.argv.slice(2), 'NestedParts'], antdInstance: { ...antd, NestedParts } }));
}
