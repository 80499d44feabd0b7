// Writes the shell's `first-load.json`: which chunk files the shell runs
// before it shows anything, so the server that writes the page can preload
// them all at once instead of the browser finding them one round trip after
// another (HTML -> main -> bootstrap -> shared modules). Shared modules are
// named by key: at run time a shared module comes from the chunk of the
// build that provided it, so the server picks the files from `provides`.
// Only the shell's build has one (api/src/modules/site-page/first-load.ts says why not the remotes').
//
// {
//   "startup":  { "files": [...], "consumes": ["<share key>", ...] },  // the bootstrap
//   "chunks":   { "<chunk name>": { "files": [...], "consumes": [...] } }, // named lazy chunks (texts, single-spa)
//   "provides": { "<share key>": [...] }  // the chunk files of the shell's copy of a shared module
// }
const PLUGIN = 'HalaqaFirstLoadPlugin';
const FILE = 'first-load.json';

const scripts = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));
const filesOf = (group) => [...group.chunks].flatMap(scripts).sort();

/** The async chunk group a shared module's factory loads (its provide or fallback block). */
function blockGroup(compilation, module) {
  const block = module.blocks[0];
  return block ? compilation.chunkGraph.getBlockChunkGroup(block) : null;
}

/** This build's copy of every shared module it provides: share key -> chunk group. */
function providedGroups(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const group = blockGroup(compilation, module);
    if (group && module._name) provided.set(module._name, group);
  }
  return provided;
}

/**
 * The files of a chunk group and the keys of every shared module it needs,
 * also through those shared modules (found in this build's copy of them).
 */
function closureOf(compilation, group, provided) {
  const { chunkGraph } = compilation;
  const consumes = new Set();
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options?.shareKey;
      if (!key || consumes.has(key)) continue;
      consumes.add(key);
      const copy = provided.get(key) ?? blockGroup(compilation, module);
      if (copy) for (const inner of copy.chunks) visit(inner);
    }
  };
  for (const chunk of group.chunks) visit(chunk);
  return { files: filesOf(group), consumes: [...consumes].sort() };
}

/** The entry module's dynamic import of `./bootstrap` (the entry may import other small chunks before it). */
const isBootstrap = (block) => block.dependencies.some((dependency) => dependency.request === './bootstrap');

/** The chunk group of the entry module's `import('./bootstrap')`. */
function bootstrapGroup(compilation) {
  for (const [, entry] of compilation.entries) {
    for (const dependency of entry.dependencies) {
      const module = compilation.moduleGraph.getModule(dependency);
      const block = module?.blocks?.find(isBootstrap);
      if (block) return compilation.chunkGraph.getBlockChunkGroup(block);
    }
  }
  return null;
}

class FirstLoadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const bootstrap = bootstrapGroup(compilation);
        if (!bootstrap) return;
        const provided = providedGroups(compilation);
        const out = { startup: closureOf(compilation, bootstrap, provided), chunks: {}, provides: {} };
        // A shared module the start needs but provides in a chunk of its own: one more request before the app (decision 0020).
        const lazilyProvided = out.startup.consumes.filter((key) => provided.has(key));
        if (lazilyProvided.length > 0) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: the shell's start needs ${lazilyProvided.join(', ')}, shared but not eager: add it to HOST_EAGER (shared/webpack-config/shared-singletons.js)`));
        }
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!group.isInitial()) out.chunks[name] = closureOf(compilation, group, provided);
        }
        for (const [key, group] of [...provided].sort(([x], [y]) => x.localeCompare(y))) out.provides[key] = filesOf(group);
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(out, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FirstLoadPlugin };
