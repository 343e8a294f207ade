import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRefs } from '../../scripts/refs';

describe('generated route refs', () => {
  it('every <domain>.refs.ts is what the route definitions generate (run `npm run generate:refs --workspace packages/contract`)', async () => {
    const files = await renderRefs();
    expect(files.size).toBeGreaterThan(30);
    for (const [file, content] of files) expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)', file).toBe(content);
    // Rendering formats every file with Prettier: seconds on a busy machine.
  }, 60_000);
});
