// jsdom with fetch (jest.environment.js); the page belongs to `demo`, as the session reads the host.
module.exports = require('../jest.base.js')(__dirname, 'jsdom', {
  testEnvironment: require.resolve('./jest.environment.js'),
  testEnvironmentOptions: { url: 'http://demo.localhost/' },
});
