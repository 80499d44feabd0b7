import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteManifest } from '@halaqa/contracts';
import { StringEnum } from '../../core/http-schemas';
import type { Assert, Same } from '../../core/type-checks';

export const RemoteManifestSchema = Type.Object({
  organizationId: Type.Integer(),
  remotes: Type.Array(Type.Object({
    name: StringEnum(REMOTE_NAMES),
    entry: Type.String({ description: 'Versioned URL of remoteEntry.js' }),
    prefixes: Type.Array(Type.String()),
  })),
});
export type RemoteManifestContractCheck = Assert<Same<Static<typeof RemoteManifestSchema>, RemoteManifest>>;
