const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { federatedConfig } = require('@halaqa/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  plugins: [
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer' }),
    // Plain `localhost` (no subdomain) serves this organization.
    new DefinePlugin({ __DEFAULT_ORG_PREFIX__: JSON.stringify(process.env.DEFAULT_ORG_PREFIX || 'demo') }),
  ],
});
