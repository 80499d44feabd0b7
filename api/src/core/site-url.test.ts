import { siteLink, siteUrl } from './site-url';

test('siteUrl uses the protocol Fastify decided; siteLink encodes the query', () => {
  const site = siteUrl({ protocol: 'https', host: 'demo.halaqa.app' }, 'demo', 'demo');
  expect(site).toBe('https://demo.halaqa.app');
  expect(siteLink(site, '/auth/verify-email', { token: 'a+b/c=' })).toBe('https://demo.halaqa.app/auth/verify-email?token=a%2Bb%2Fc%3D');
});
