// "A test fails on any hard-coded UI string" (issue 4): every screen's text must come from
// i18next. The repository's ESLint config holds the rule (eslint-plugin-i18next's
// no-literal-string on the app's .tsx files); this test runs it over the sources, and checks
// on a sample that the rule is really active.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'i18next/no-literal-string';

describe('no hard-coded UI strings', () => {
  // The repository's config, with only this rule on: the other rules are `npm run lint`'s, and
  // the import rules alone made this test 20 s of a run (issue 32).
  const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

  it('flags a literal text in a screen', async () => {
    const [result] = await eslint.lintText('export const Hello = () => <p title="Hola">Bienvenido</p>;\n', {
      filePath: path.join(root, 'apps/web/src/features/sample/hello.tsx'),
    });
    expect(result!.messages.filter((m) => m.ruleId === RULE)).toHaveLength(2);
    // ESLint's first run loads every plugin: seconds on a busy 2-core machine.
  }, 60_000);

  it('finds none in the web app', async () => {
    const results = await eslint.lintFiles(['apps/web/src/{app,components,features}/**/*.tsx']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`));
    expect(found).toEqual([]);
  }, 60_000);
});
