import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live (DESIGN 'Reports and files'). The folder store is the default; an
 * S3-compatible store implements the same three calls.
 */
export type TFileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

export function folderStorage(root: string): TFileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+$/i.test(key) || key.includes('..')) throw new Error('bad storage key');
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
