import { hostForTenant, siteLink, siteUrl } from './site-url';

test('the Host already naming the tenant is kept', () => {
  expect(hostForTenant('nour.localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
  expect(hostForTenant('demo.halaqa.app', 'demo', 'demo')).toBe('demo.halaqa.app');
});

test('a Host without a prefix serves the default organization', () => {
  expect(hostForTenant('localhost:8080', 'demo', 'demo')).toBe('localhost:8080');
  expect(hostForTenant('localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
  expect(hostForTenant('www.halaqa.app', 'nour', 'demo')).toBe('nour.halaqa.app');
});

test('addresses cannot carry a prefix', () => {
  expect(hostForTenant('127.0.0.1:3000', 'nour', 'demo')).toBe('127.0.0.1:3000');
  expect(hostForTenant('[::1]:3000', 'nour', 'demo')).toBe('[::1]:3000');
});

test('a Host naming another organization gets the tenant instead', () => {
  expect(hostForTenant('demo.localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
});

test('siteUrl uses the protocol Fastify decided; siteLink encodes the query', () => {
  const site = siteUrl({ protocol: 'https', host: 'demo.halaqa.app' }, 'demo', 'demo');
  expect(site).toBe('https://demo.halaqa.app');
  expect(siteLink(site, '/auth/verify-email', { token: 'a+b/c=' })).toBe('https://demo.halaqa.app/auth/verify-email?token=a%2Bb%2Fc%3D');
});
