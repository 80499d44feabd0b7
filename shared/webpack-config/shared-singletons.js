// The one list of modules that the shell and every remote share as singletons
// (ARCHITECTURE section 2). A module missing here fails silently in
// production: a second event bus, an unflipped RTL stylesheet.
const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'i18next',
  'react-i18next',
  'single-spa-react',
];

const WORKSPACE = [
  '@halaqa/contracts',
  '@halaqa/bus',
  '@halaqa/permissions',
  '@halaqa/api-client',
  '@halaqa/ui',
  '@halaqa/i18n',
  '@halaqa/mfe-runtime',
];

module.exports = { THIRD_PARTY, WORKSPACE };
