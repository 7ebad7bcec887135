#!/usr/bin/env node
/**
 * CI check of the message catalogues (part of `npm run lint`). Fails when
 * - a catalogue misses a key the other language has, a plural form its language needs, or a placeholder;
 * - code asks for a key (t('...'), t([...]), i18n.t('...'), t(`prefix.${x}`)) that its namespace lacks;
 * - a catalogue has a key no code uses (a key counts as used when its text appears as a string literal,
 *   `ns:key` from another package, or matches a template literal such as `enum.role.${role}`).
 * Node runs the shared rules (libs/frontend/src/i18n/catalogueRules.ts) as they are (type stripping).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseKeys, catalogueProblems } from '../../libs/frontend/src/i18n/catalogueRules.ts';
import { CALLER_NAMESPACE_KEYS } from '../../libs/frontend/src/ui/callerNamespaceKeys.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each catalogue: its namespace, the folder of its en.json/ar.json, and the sources that use it as their own. */
export const PACKAGES = [
  { namespace: 'common', catalogues: 'libs/frontend/src/i18n', sources: 'libs/frontend/src' },
  { namespace: 'shell', catalogues: 'shell/src/i18n', sources: 'shell/src' },
  { namespace: 'risks', catalogues: 'mfe-risks/src/i18n', sources: 'mfe-risks/src' },
  { namespace: 'tasks', catalogues: 'mfe-tasks/src/i18n', sources: 'mfe-tasks/src' },
  { namespace: 'admin', catalogues: 'mfe-admin/src/i18n', sources: 'mfe-admin/src' },
];
const LANGUAGES = ['en', 'ar'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}

const stripComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const LITERAL = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g;
/** The key arguments of translation calls: t('a'), t(['a', 'b']), i18n.t(`a.${x}`). */
const T_CALL = /\bt\(\s*(\[[^\]]*\]|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/g;

/** A template literal as a pattern: `enum.role.${role}` -> /^enum\.role\.[^.]+$/ (null for plain text). */
function templatePattern(text) {
  if (!text.includes('${')) return null;
  const parts = text.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^.]+')}$`);
}

function literalsOf(code) {
  const out = [];
  for (const m of code.matchAll(LITERAL)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

/** Splits 'ns:key' into its namespace (or the file's own) and key. */
function resolve(text, ownNamespace) {
  const i = text.indexOf(':');
  return i > 0 && /^[a-z]+$/.test(text.slice(0, i))
    ? { namespace: text.slice(0, i), key: text.slice(i + 1) }
    : { namespace: ownNamespace, key: text };
}

/** The problems found (empty when all is well); `root` and `packages` are parameters for the check's own tests. */
export function checkCatalogues(root = repoRoot, packages = PACKAGES) {
  const problems = [];
  const catalogues = new Map();
  for (const pkg of packages) {
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(root, pkg.catalogues, `${l}.json`), 'utf8'))]),
    );
    for (const p of catalogueProblems(byLanguage)) problems.push(`${pkg.catalogues}: ${p}`);
    catalogues.set(pkg.namespace, new Set(LANGUAGES.flatMap((l) => [...baseKeys(byLanguage[l])])));
  }

  const used = new Map(packages.map((p) => [p.namespace, new Set()]));
  const patterns = new Map(packages.map((p) => [p.namespace, []]));
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(root, pkg.sources))) {
      const code = stripComments(readFileSync(file, 'utf8'));
      const where = path.relative(root, file);
      // Every string literal that names a key marks it used (key maps, labelKey: 'nav.risks', ...).
      for (const text of literalsOf(code)) {
        const { namespace, key } = resolve(text, pkg.namespace);
        const pattern = templatePattern(key);
        if (pattern) patterns.get(namespace)?.push(pattern);
        else used.get(namespace)?.add(key);
      }
      // Keys passed to t(), or read by a shared component from this namespace, must exist.
      const componentKeys = Object.entries(CALLER_NAMESPACE_KEYS).flatMap(([name, keys]) =>
        code.includes(`<${name}`) ? keys.map((key) => `'${key}'`) : [],
      );
      for (const call of [...code.matchAll(T_CALL)].map((m) => m[1]).concat(componentKeys)) {
        for (const text of literalsOf(call)) {
          const { namespace, key } = resolve(text, pkg.namespace);
          const keys = catalogues.get(namespace);
          if (!keys) {
            problems.push(`${where}: t('${text}') names the unknown namespace "${namespace}"`);
            continue;
          }
          const pattern = templatePattern(key);
          const found = pattern ? [...keys].some((k) => pattern.test(k)) : keys.has(key);
          if (!found) problems.push(`${where}: t('${text}') has no text in the "${namespace}" catalogue`);
          if (pattern) patterns.get(namespace)?.push(pattern);
          else used.get(namespace)?.add(key);
        }
      }
    }
  }

  for (const pkg of packages) {
    const usedKeys = used.get(pkg.namespace);
    const keyPatterns = patterns.get(pkg.namespace);
    for (const key of catalogues.get(pkg.namespace)) {
      if (!usedKeys.has(key) && !keyPatterns.some((p) => p.test(key))) problems.push(`${pkg.catalogues}: "${key}" is used by no code`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkCatalogues();
  if (problems.length) {
    console.error(`Message catalogues: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`Message catalogues: ${PACKAGES.length} namespaces in ${LANGUAGES.join(' and ')} complete, every key used`);
}
