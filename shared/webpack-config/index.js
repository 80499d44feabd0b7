// One webpack + Module Federation configuration for the shell and every
// remote, so the shared singletons and the output layout live in one place.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { HOST_EAGER, OPTIONAL, THIRD_PARTY, WORKSPACE } = require('./shared-singletons');
const { PrecompressPlugin } = require('./precompress-plugin');
const { FirstLoadPlugin } = require('./first-load-plugin');

/** The version installed for `request`, resolved from the package folder; null when the package does not have it. */
function installedVersion(packageDir, request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [packageDir] })).version;
  } catch {
    return null;
  }
}

/**
 * The runtime plugin that puts the federation runtime where remote entries
 * built with `externalRuntime` look for it. Its ES module build: the CommonJS
 * one that `experiments.provideExternalRuntime` picks pulls a second copy of
 * the runtime (CommonJS) into the shell beside the one webpack already has.
 */
function runtimeProviderPlugin() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  return commonJs.replace(/index\.cjs$/, 'index.js');
}

function sharedConfig(packageDir, isHost) {
  const shared = {};
  for (const request of [...THIRD_PARTY, ...WORKSPACE]) {
    const version = installedVersion(packageDir, request);
    if (version === null) {
      // A package that does not depend on an optional one neither offers nor uses it (formik: only the areas with forms).
      if (OPTIONAL.has(request)) continue;
      throw new Error(`${packageDir} does not have ${request}, a shared singleton`);
    }
    // No version range to check at run time: one lockfile builds the shell and every remote, so each shared
    // module has one version on the page. Checking a range made the federation runtime parse semver for every
    // consumed module: satisfy() and parseRange() took up to 15 ms of a page's start (a trace of my courses,
    // issue 10). A mismatch was only ever a console warning (strictVersion: false).
    shared[request] = { singleton: true, version, requiredVersion: false, strictVersion: false, eager: isHost && HOST_EAGER.has(request) };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir package folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name federation container name (no dashes)
 * @param {Record<string,string>} [options.exposes]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 */
function federatedConfig({ dir, kind, name, exposes = {}, plugins = [] }) {
  const isHost = kind === 'host';
  return {
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    context: dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: false,
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: { keep: /\.build-stamp$/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // Loaders run last to first: the error codes are written in before swc compiles.
          use: [
            {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
            { loader: require.resolve('./inline-error-codes-loader') },
          ],
        },
        { test: /\.(svg|png|jpe?g|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig(dir, isHost),
        // Remotes are registered at run time from the API's manifest; "loaded-first"
        // keeps the shell from fetching every remote entry up front.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // One copy of the federation runtime on the page: the shell provides it and
        // every remote entry uses it instead of carrying its own (~18 kB gzip each).
        ...(isHost ? { runtimePlugins: [runtimeProviderPlugin()] } : { experiments: { externalRuntime: true } }),
        // Remotes are registered by entry URL (no manifest snapshots) and only in browsers: the runtime's snapshot
        // plugin and Node code paths are left out of the shell's first load.
        ...(isHost ? { experiments: { optimization: { disableSnapshot: true, target: 'web' } } } : {}),
      }),
      ...plugins,
      ...(isHost ? [new FirstLoadPlugin()] : []),
      new PrecompressPlugin(),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * What a remote exposes (decision 0007): `./app`, its single-spa lifecycles,
 * when it has pages of its own, and `./slots/<name>` for every slot filler in
 * `src/slots/` (its definition names them; a test checks the files exist).
 * The definition itself travels in the API's remote manifest, not here.
 */
function remoteExposes(dir) {
  const fs = require('node:fs');
  const exposes = {};
  if (fs.existsSync(path.join(dir, 'src', 'app.tsx'))) exposes['./app'] = './src/app.tsx';
  const slots = path.join(dir, 'src', 'slots');
  if (fs.existsSync(slots)) {
    for (const file of fs.readdirSync(slots).filter((name) => name.endsWith('.tsx') && !name.includes('.test.')).sort()) {
      exposes[`./slots/${file.replace(/\.tsx$/, '')}`] = `./src/slots/${file}`;
    }
  }
  return exposes;
}

module.exports = { federatedConfig, remoteExposes };
