import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules (eslint/server-boundaries.js) are proven to fire: each snippet breaks one rule and must be
// refused; the last one keeps to every rule and must pass. The snippets are linted as if they were the
// named file, through the repository's own eslint.config.js.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const src = (file: string) => path.join(root, 'apps/server/src', file);

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: src(file) });
  return result!.messages.map((m) => m.ruleId);
}

describe('server layer rules', () => {
  it('refuses Drizzle in a service', async () => {
    expect(await ruleIds(`import { sql } from 'drizzle-orm';\nexport const x = sql\`1\`;\n`, 'modules/card/card.service.ts')).toContain(
      'server-boundaries/layers',
    );
  });

  it('refuses a table object from db/schema in a service', async () => {
    expect(await ruleIds(`import { card } from '../../db/schema/index';\nexport const x = card;\n`, 'modules/card/card.service.ts')).toContain(
      'server-boundaries/layers',
    );
  });

  it("refuses another module's repository", async () => {
    expect(
      await ruleIds(`import { findBuilding } from '../building/building.repository';\nexport const x = findBuilding;\n`, 'modules/room/room.service.ts'),
    ).toContain('server-boundaries/layers');
  });

  it("refuses a routes file that calls another module's service", async () => {
    expect(await ruleIds(`import { listRooms } from '../room/room.service';\nexport const x = listRooms;\n`, 'modules/building/building.routes.ts')).toContain(
      'server-boundaries/layers',
    );
  });

  it('refuses lib/ importing http/ or db/', async () => {
    expect(await ruleIds(`import { inTenant } from '../db/tenant';\nexport const x = inTenant;\n`, 'lib/paging.ts')).toContain('server-boundaries/layers');
  });

  it('refuses an import cycle', async () => {
    // http/route.ts imports lib/app-error.ts: app-error importing route closes a cycle.
    expect(await ruleIds(`import { addRoute } from '../http/route';\nexport const x = addRoute;\n`, 'lib/app-error.ts')).toContain('import-x/no-cycle');
  });

  it('accepts a service that uses its own repository and another module through its service', async () => {
    const code = `import * as repo from './room.repository';\nimport { findBuilding } from '../building/building.service';\nexport const x = [repo, findBuilding];\n`;
    expect(await ruleIds(code, 'modules/room/room.service.ts')).toEqual([]);
  });
});
