// Builds the webpack.config.js of the current folder (one package) into its dist/.
const path = require('node:path');
const webpack = require('webpack');

const configPath = path.resolve(process.argv[2] || 'webpack.config.js');
const started = Date.now();
webpack(require(configPath), (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings || []) console.warn(`warning: ${warning.message}`);
  for (const problem of info.errors || []) console.error(`error: ${problem.message}`);
  const name = path.basename(path.dirname(configPath));
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s${stats.hasErrors() ? ' WITH ERRORS' : ''}`);
  process.exit(stats.hasErrors() ? 1 : 0);
});
