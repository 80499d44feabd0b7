import fs from 'node:fs';
import { SEED_DUMP_ENV, SEED_TEMPLATE_ENV } from './seed-dump';
import { adminQuery } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[SEED_DUMP_ENV];
  if (file) fs.rmSync(file, { force: true });
  const template = process.env[SEED_TEMPLATE_ENV];
  if (template && process.env.DATABASE_URL) await adminQuery(process.env.DATABASE_URL, `drop database if exists "${template}" with (force)`);
}
