import { organizationUrl } from './organization-url';

test('swaps the domain prefix, keeping the port', () => {
  expect(organizationUrl({ protocol: 'http:', host: 'demo.localhost:8080' }, 'nour')).toBe('http://nour.localhost:8080/');
  expect(organizationUrl({ protocol: 'https:', host: 'demo.halaqa.app' }, 'nour')).toBe('https://nour.halaqa.app/');
});

test('adds a prefix to a host that has none', () => {
  expect(organizationUrl({ protocol: 'http:', host: 'localhost:8080' }, 'nour')).toBe('http://nour.localhost:8080/');
});
