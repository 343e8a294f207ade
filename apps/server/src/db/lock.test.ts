import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

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

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'server.lock'), gone);
    const release = lockDataDir(dir);
    release();
  });
});
