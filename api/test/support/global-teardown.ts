import fs from 'node:fs';
import { SEED_DUMP_ENV } from './seed-dump';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[SEED_DUMP_ENV];
  if (file) fs.rmSync(file, { force: true });
}
