// Every remote's definition (data only: their `src/definition.ts`), the one
// source of the remote list and of what each remote declares. The manifest
// serves them to the shell; the seed, e2e and the checks across areas read
// the list from here.
import { SHELL_AREA, type DefinedRemote, type RemoteDefinition, type RemoteName } from '@halaqa/contracts';
import { auth } from '../../../../mfe-auth/src/definition';
import { lms } from '../../../../mfe-lms/src/definition';
import { exams } from '../../../../mfe-exams/src/definition';
import { commerce } from '../../../../mfe-commerce/src/definition';
import { social } from '../../../../mfe-social/src/definition';
import { coaching } from '../../../../mfe-coaching/src/definition';

export type RemoteDefinitionOf = RemoteDefinition & { name: RemoteName };

function remoteOf({ definition }: DefinedRemote): RemoteDefinitionOf {
  const { name } = definition;
  if (name === SHELL_AREA) throw new Error('The shell is not a remote');
  return { ...definition, name };
}

/** In the manifest's order. */
export const REMOTE_DEFINITIONS: readonly RemoteDefinitionOf[] = [auth, lms, exams, commerce, social, coaching].map(remoteOf);

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_DEFINITIONS.map((definition) => definition.name);
