import fs from 'node:fs/promises';
import path from 'node:path';
import type { AccountingAdapter } from './adapter';

/** A domain prefix is a slug; anything else must not become a path. */
const SAFE_PREFIX = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * The local default of the accounting hand-off: one JSON line per document
 * appended to `<directory>/<domainPrefix>.journal.jsonl`, one journal per
 * organization (what an accountant, or an import job, reads).
 */
export function localJournalAdapter(directory: string): AccountingAdapter {
  return {
    name: 'local-journal',
    async send(document) {
      if (!SAFE_PREFIX.test(document.domainPrefix)) throw new Error(`not a domain prefix: ${document.domainPrefix}`);
      await fs.mkdir(directory, { recursive: true });
      await fs.appendFile(path.join(directory, `${document.domainPrefix}.journal.jsonl`), `${JSON.stringify(document)}\n`, 'utf8');
    },
  };
}

/**
 * The journal folder: ACCOUNTING_DIR, else `accounting` inside DATA_DIR,
 * else `.data/accounting` of the repository (the way config.ts places media).
 */
export function accountingDirectory(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return path.resolve(env.ACCOUNTING_DIR || path.join(env.DATA_DIR || path.join(repoRoot, '.data'), 'accounting'));
}
