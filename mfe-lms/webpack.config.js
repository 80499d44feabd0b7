const { federatedConfig, remoteExposes } = require('@halaqa/webpack-config');

module.exports = federatedConfig({ dir: __dirname, kind: 'remote', name: 'mfe_lms', exposes: remoteExposes(__dirname) });
