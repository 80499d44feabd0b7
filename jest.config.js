// Every package's tests in one run; `--selectProjects` picks some.
const fs = require('node:fs');
const path = require('node:path');
const dirs = ['shared', '.'].flatMap((base) =>
  fs.readdirSync(path.join(__dirname, base), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(__dirname, base, d.name)));
module.exports = {
  // A global option (a project's own testTimeout is ignored in a multi-project run): a form typed into key by key
  // takes 2-4 s on a busy 2-core CI machine, and 5 s (jest's default) left no margin.
  testTimeout: 15_000,
  projects: dirs.filter((d) => fs.existsSync(path.join(d, 'jest.config.js'))).map((d) => require(path.join(d, 'jest.config.js'))),
};
