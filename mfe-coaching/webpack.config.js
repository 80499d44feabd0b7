const { federatedConfig, REMOTE_EXPOSES } = require('@halaqa/webpack-config');

module.exports = federatedConfig({ dir: __dirname, kind: 'remote', name: 'mfe_coaching', exposes: REMOTE_EXPOSES });
