// Fills a seeded organization with a large generated catalogue (see
// src/seed/generate-catalogue.ts), on the DATABASE_URL server or, without
// it, the PGlite data folder DATA_DIR (default .data/pglite). The database
// must have been migrated and seeded (start the server once).
//
//   cd api && npx tsx scripts/generate-catalogue.ts [--prefix demo] [--courses 10000] [--enrollments 100000] [--members 2000] [--seed 2026]
//
// Prints a summary on stderr and the report as one JSON line on stdout.
import path from 'node:path';
import { openDatabase } from '../src/core/db/client';
import { findRepoRoot } from '../src/core/paths';
import { sql } from 'drizzle-orm';
import { generateCatalogue, type GenerateCatalogueOptions } from '../src/seed/generate-catalogue';

function parseArgs(argv: string[]): GenerateCatalogueOptions {
  const options: GenerateCatalogueOptions = { domainPrefix: 'demo', courses: 10_000, enrollments: 100_000, members: 2000 };
  const numeric = { '--courses': 'courses', '--enrollments': 'enrollments', '--members': 'members', '--seed': 'seed' } as const;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === '--prefix') options.domainPrefix = value;
    else if (arg in numeric) {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0) throw new Error(`${arg} must be a whole number, got ${value}`);
      options[numeric[arg as keyof typeof numeric]] = number;
    } else throw new Error(`unknown option ${arg}`);
    i += 1;
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(findRepoRoot(), '.data', 'pglite'));
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    const report = await generateCatalogue(database.db, options);
    // Outside the generator's transaction: flushes the GIN index's pending list, without
    // which the planner scans all of courses until autovacuum gets to it.
    await database.db.execute(sql`vacuum analyze courses`);
    console.error(`[generate-catalogue] ${options.domainPrefix}: ${report.courses} courses (${report.listedCourses} listed), `
      + `${report.members} members, ${report.enrollments} enrollments, ${report.reviews} reviews, ${report.wishlist} favorites in ${report.ms} ms`);
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[generate-catalogue] failed:', error);
  process.exit(1);
});
