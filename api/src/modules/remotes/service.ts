import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REMOTE_NAMES, REMOTE_PREFIXES, type RemoteManifest, type RemoteName } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { organizationRemotes } from './schema';

export function remoteEntryFile(staticRoot: string, remote: RemoteName): string {
  return path.join(staticRoot, remote, 'dist', 'remoteEntry.js');
}

export async function enabledRemotes(db: Db, organizationId: number): Promise<RemoteName[]> {
  const rows = await db.select({ name: organizationRemotes.remoteName }).from(organizationRemotes)
    .where(eq(organizationRemotes.organizationId, organizationId));
  const enabled = new Set(rows.map((row) => row.name));
  // Fixed order (REMOTE_NAMES) so the manifest is stable.
  return REMOTE_NAMES.filter((name) => enabled.has(name));
}

export async function remoteManifest(
  db: Db,
  organizationId: number,
  staticRoot: string,
  versionOf: (file: string) => Promise<string>,
): Promise<RemoteManifest> {
  const names = await enabledRemotes(db, organizationId);
  const remotes = await Promise.all(names.map(async (name) => ({
    name,
    entry: `/remotes/${name}/remoteEntry.js?v=${await versionOf(remoteEntryFile(staticRoot, name))}`,
    prefixes: [...REMOTE_PREFIXES[name]],
  })));
  return { organizationId, remotes };
}
