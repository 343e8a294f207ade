// `node --import tsx e2e/prepare.ts <folder>`: the data folder every browser-test shard starts from
// (global-setup.ts prepareDataDir), made once by scripts/e2e-shards.mjs.
import { prepareDataDir } from './global-setup';

const folder = process.argv[2];
if (!folder) throw new Error('usage: prepare.ts <empty folder>');
await prepareDataDir(folder);
