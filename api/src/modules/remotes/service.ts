import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { RemoteManifest, RemoteName } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { REMOTE_DEFINITIONS } from './registry';
import { organizationRemotes } from './tables';

function remoteEntryFile(staticRoot: string, remote: RemoteName): string {
  return path.join(staticRoot, remote, 'dist', 'remoteEntry.js');
}

/**
 * The remotes an organization has switched on, each with its definition and
 * the address of its entry, versioned by the entry's content so a redeployed
 * remote is picked up on the next page load. In the registry's order, so the
 * manifest is stable.
 */
export async function remoteManifest(
  db: Db,
  organizationId: number,
  staticRoot: string,
  versionOf: (file: string) => Promise<string>,
): Promise<RemoteManifest> {
  const rows = await db.select({ name: organizationRemotes.remoteName }).from(organizationRemotes)
    .where(eq(organizationRemotes.organizationId, organizationId));
  const enabled = new Set(rows.map((row) => row.name));
  const remotes = await Promise.all(REMOTE_DEFINITIONS.filter((definition) => enabled.has(definition.name)).map(async (definition) => ({
    ...definition,
    entry: `/remotes/${definition.name}/remoteEntry.js?v=${await versionOf(remoteEntryFile(staticRoot, definition.name))}`,
  })));
  return { organizationId, remotes };
}
