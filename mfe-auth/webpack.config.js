const { federatedConfig, REMOTE_EXPOSES } = require('@halaqa/webpack-config');

module.exports = federatedConfig({ dir: __dirname, kind: 'remote', name: 'mfe_auth', exposes: REMOTE_EXPOSES });
