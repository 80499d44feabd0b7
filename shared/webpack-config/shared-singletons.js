// The one list of modules that the shell and every remote share as singletons
// (ARCHITECTURE section 2). A module missing here fails silently in
// production: a second event bus, an unflipped RTL stylesheet. Libraries that
// hold no state shared across roots (redux toolkit: only the shell has a
// store; single-spa-react: each remote makes its own lifecycles) stay out, so
// that each build can tree-shake them. react-router, react-i18next and
// @tanstack/react-query are shared through @halaqa/router, @halaqa/i18n and
// @halaqa/query, which re-export the parts we use (docs/decisions/0005).
const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-redux',
  'styled-components',
  'i18next',
  // Its context ties a form to its fields: the fields bound in @halaqa/ui/forms and each area's <Formik> must see one copy.
  'formik',
];

/** Singletons only the packages that use them have (and so share). */
const OPTIONAL = new Set(['formik']);

// @halaqa/contracts is not among them: it holds constants and pure functions and no state, so each build
// takes (and tree-shakes) its own copy instead of every page loading the whole catalogue (decision 0014).
const WORKSPACE = [
  '@halaqa/bus',
  '@halaqa/permissions',
  '@halaqa/router',
  '@halaqa/query',
  '@halaqa/api-client',
  '@halaqa/ui',
  '@halaqa/ui/forms',
  '@halaqa/ui/pages',
  '@halaqa/i18n',
  '@halaqa/mfe-runtime',
  '@halaqa/mfe-runtime/remote-app',
  '@halaqa/mfe-runtime/slots',
  '@halaqa/mfe-runtime/paging',
  '@halaqa/session',
];

/**
 * The shared modules the shell's own start needs: the shell provides them
 * eagerly, inside main.js, instead of one chunk (one more request) each
 * (decision 0020). Remotes still take them from the share scope. The shell's
 * build fails when its start needs a shared module missing here
 * (first-load-plugin.js).
 */
const HOST_EAGER = new Set([
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-redux', 'styled-components', 'i18next',
  '@halaqa/api-client', '@halaqa/bus', '@halaqa/i18n', '@halaqa/mfe-runtime', '@halaqa/permissions',
  '@halaqa/query', '@halaqa/router', '@halaqa/session', '@halaqa/ui',
]);

module.exports = { HOST_EAGER, OPTIONAL, THIRD_PARTY, WORKSPACE };
