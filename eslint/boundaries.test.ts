import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint boundaries fire: each snippet below breaks one rule and must be reported by `npm run lint`. */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('web import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await messagesFor(
      'apps/web/src/features/student/components/x.tsx',
      "import { guardianApi } from '../../guardian/api/guardian-api';\nexport const x = guardianApi;\n",
    );
    expect(messages.some((m) => m.startsWith('web/boundaries') && m.includes('features/student must not import features/guardian'))).toBe(true);
  });

  it('lets every feature use the signed-in session of features/auth', async () => {
    const messages = await messagesFor(
      'apps/web/src/features/student/components/x.tsx',
      "import { useMe } from '../../auth/use-session';\nexport const x = useMe;\n",
    );
    expect(messages.filter((m) => m.startsWith('web/boundaries'))).toEqual([]);
  });

  it('refuses components/ or lib/ importing a feature or app/', async () => {
    const fromComponents = await messagesFor(
      'apps/web/src/components/x.tsx',
      "import { studentApi } from '../features/student/api/student-api';\nexport const x = studentApi;\n",
    );
    expect(fromComponents.some((m) => m.startsWith('web/boundaries'))).toBe(true);
    const fromLib = await messagesFor('apps/web/src/lib/x.ts', "import { router } from '../app/router';\nexport const x = router;\n");
    expect(fromLib.some((m) => m.startsWith('web/boundaries'))).toBe(true);
  });

  it('refuses a feature importing app/', async () => {
    const messages = await messagesFor('apps/web/src/features/student/x.ts', "import { router } from '../../app/router';\nexport const x = router;\n");
    expect(messages.some((m) => m.includes('must not import app/'))).toBe(true);
  });

  it("refuses a hand-written '/api/' path in the web app", async () => {
    const messages = await messagesFor('apps/web/src/features/student/x.ts', "export const path = '/api/student';\n");
    expect(messages.some((m) => m.startsWith('no-restricted-syntax') && m.includes('contract ref'))).toBe(true);
  });
});
