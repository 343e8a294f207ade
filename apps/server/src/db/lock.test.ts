import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, lockDataDir } from './lock';

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lock.ts');

describe('data folder lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // A live process other than us holds it: our parent.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    fs.rmSync(path.join(dir, 'server.lock'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and then refuses a second server', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'server.lock'), gone);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    // A second server (another process) on the same folder is refused while we hold it.
    const second = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${lockModule}').then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`,
      ],
      { encoding: 'utf8' },
    );
    expect(second.status).toBe(3);
    expect(second.stderr).toMatch(/in use by another server/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
