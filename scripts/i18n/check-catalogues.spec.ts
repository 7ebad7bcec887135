import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { checkCatalogues } from './check-catalogues.mjs';

describe('the CI check of the catalogues', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a key used in code but missing, and a key nothing uses', () => {
    mkdirSync(path.join(dir, 'pkg/src/i18n'), { recursive: true });
    writeFileSync(path.join(dir, 'pkg/src/i18n/en.json'), JSON.stringify({ used: 'Used', unused: 'Unused', role: { admin: 'Admin' } }));
    writeFileSync(
      path.join(dir, 'pkg/src/i18n/ar.json'),
      JSON.stringify({ used: 'مستخدم', unused: 'غير مستخدم', role: { admin: 'مدير' } }),
    );
    writeFileSync(
      path.join(dir, 'pkg/src/Page.tsx'),
      "// t('commented.out') is no use\nexport const Page = ({ t, role }) => `${t('used')} ${t('missing.key')} ${t(`role.${role}`)}`;\n",
    );
    const problems = checkCatalogues(dir, [{ namespace: 'pkg', catalogues: 'pkg/src/i18n', sources: 'pkg/src' }]);
    expect(problems).toEqual([
      'pkg/src/Page.tsx: t(\'missing.key\') has no text in the "pkg" catalogue',
      'pkg/src/i18n: "unused" is used by no code',
    ]);
  });

  it('counts the keys a shared component reads from the page namespace as used, and needs them', () => {
    mkdirSync(path.join(dir, 'detail/src/i18n'), { recursive: true });
    const texts = { detail: { edit: 'Edit Thing' }, deleteDialog: { title: 'Sure?', text: 'Gone for good', confirm: 'Delete Thing' } };
    writeFileSync(path.join(dir, 'detail/src/i18n/en.json'), JSON.stringify(texts));
    writeFileSync(path.join(dir, 'detail/src/i18n/ar.json'), JSON.stringify(texts));
    writeFileSync(path.join(dir, 'detail/src/Page.tsx'), 'export const Page = ({ t }) => <EditAndDelete t={t} />;\n');
    const problems = checkCatalogues(dir, [{ namespace: 'detail', catalogues: 'detail/src/i18n', sources: 'detail/src' }]);
    expect(problems).toEqual(['detail/src/Page.tsx: t(\'detail.delete\') has no text in the "detail" catalogue']);
  });

  it('passes on the product: every namespace complete in English and Arabic, every key used', () => {
    expect(checkCatalogues()).toEqual([]);
  });
});
