const { federatedConfig, remoteExposes } = require('@halaqa/webpack-config');

module.exports = federatedConfig({ dir: __dirname, kind: 'remote', name: 'mfe_exams', exposes: remoteExposes(__dirname) });
