import type { TConfig } from '../config';
import type { TDatabase } from '../db/engine';
import type { TFileStorage } from '../lib/storage';
import type { TTokenSigner } from '../lib/tokens';

/** What every module gets: configuration, the database, file storage and the token signer. */
export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  storage: TFileStorage;
  tokens: TTokenSigner;
};
