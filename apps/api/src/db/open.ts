import type { Config } from '../config/env';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: Config['database']): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
