import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/core/db/tables';
import { seedDatabase } from '../src/seed';
import { DEMO_ACCOUNTS, NOUR_ACCOUNTS } from '../src/seed/accounts';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let test_: TestDatabase;
beforeAll(async () => { test_ = await createTestDatabase(); });
afterAll(async () => { await test_.dispose(); });

const tables = Object.entries(schema as Record<string, unknown>)
  .filter((entry): entry is [string, PgTable] => is(entry[1], PgTable));

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of tables) {
    const [row] = await test_.database.db.select({ value: count() }).from(table);
    out[name] = row?.value ?? 0;
  }
  return out;
}

test('seeding an already seeded database changes nothing', async () => {
  const before = await rowCounts();
  expect(before.organizations).toBe(2);
  expect(before.users).toBe(DEMO_ACCOUNTS.length + NOUR_ACCOUNTS.length);
  expect(before.terms).toBe(6);
  expect(Object.keys(before).length).toBeGreaterThanOrEqual(16);
  const report = await seedDatabase(test_.database.db);
  expect(report.createdOrganizations).toEqual([]);
  await seedDatabase(test_.database.db);
  expect(await rowCounts()).toEqual(before);
});
