// Every package's tests in one run; `--selectProjects` picks some.
const fs = require('node:fs');
const path = require('node:path');
const dirs = ['shared', '.'].flatMap((base) =>
  fs.readdirSync(path.join(__dirname, base), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(__dirname, base, d.name)));
module.exports = {
  projects: dirs.filter((d) => fs.existsSync(path.join(d, 'jest.config.js'))).map((d) => require(path.join(d, 'jest.config.js'))),
};
