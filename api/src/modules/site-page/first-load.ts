import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { directionOf, type Language } from '@halaqa/contracts';
import { watchedFile } from './watched-file';

/** What the shell's build wrote in `first-load.json`. */
const ChunkSetSchema = Type.Object({ files: Type.Array(Type.String()), consumes: Type.Array(Type.String()) });
const FirstLoadSchema = Type.Object({
  startup: Type.Union([ChunkSetSchema, Type.Null()]),
  chunks: Type.Record(Type.String(), ChunkSetSchema),
  provides: Type.Record(Type.String(), Type.Array(Type.String())),
});
type ChunkSet = Static<typeof ChunkSetSchema>;

/** The shell's build writes it (shared/webpack-config/first-load-plugin.js). */
const FILE = 'first-load.json';

export interface FirstScreen {
  language: Language;
  /** The entry of the remote that owns the path (null: the shell's own page). */
  remoteEntry: string | null;
}

/**
 * The scripts a page runs before it shows anything, in the order it needs
 * them: the shell's start with the shared modules it loads, its texts in the
 * page's language (and for a right-to-left one the RTL styles), and for a remote's page single-spa and the remote's entry.
 * Preloaded together, they arrive in one round trip instead of one after
 * another. Not the remote's own chunks: Chromium hands a failed preload's
 * error to the script that later asks for it, and the federation runtime
 * cannot start a remote again after one of its chunks failed, so a remote
 * that was down while the page loaded could no longer be retried in place.
 */
export function createFirstLoadScripts(staticRoot: string) {
  const shellBuild = watchedFile(path.join(staticRoot, 'shell', 'dist', FILE), (text) => {
    const value: unknown = JSON.parse(text);
    return Value.Check(FirstLoadSchema, value) ? value : null;
  });

  return async function firstLoadScripts({ language, remoteEntry }: FirstScreen): Promise<string[]> {
    const shell = await shellBuild();
    const scripts = new Set<string>();
    if (shell?.startup) {
      const add = (files: readonly string[]) => { for (const file of files) scripts.add(`/${file}`); };
      const addSet = (set: ChunkSet | undefined) => {
        if (!set) return;
        add(set.files);
        for (const key of set.consumes) add(shell.provides[key] ?? []);
      };
      addSet(shell.startup);
      addSet(shell.chunks[`shell-texts-${language}`]);
      if (directionOf(language) === 'rtl') addSet(shell.chunks['rtl-styles']);
      if (remoteEntry) addSet(shell.chunks['single-spa']);
    }
    if (remoteEntry) scripts.add(remoteEntry);
    return [...scripts];
  };
}
