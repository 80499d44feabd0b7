import { domainPrefixOf, hostForTenant, organizationUrl } from './domain-prefix';

test.each([
  ['demo.localhost:8080', 'demo'],
  ['nour.localhost', 'nour'],
  ['DEMO.localhost', 'demo'],
  ['demo.halaqa.app', 'demo'],
  ['localhost:8080', null],
  ['localhost', null],
  ['127.0.0.1:8080', null],
  ['[::1]:8080', null],
  ['halaqa.app', null],
  ['www.halaqa.app', null],
  ['', null],
])('domain prefix of %p is %p', (host, expected) => {
  expect(domainPrefixOf(host)).toBe(expected);
});

describe('hostForTenant', () => {
  it('keeps a host that already names the tenant', () => {
    expect(hostForTenant('nour.localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
    expect(hostForTenant('demo.halaqa.app', 'demo', 'demo')).toBe('demo.halaqa.app');
  });

  it('keeps a host without a prefix for the default organization, else puts the prefix in front', () => {
    expect(hostForTenant('localhost:8080', 'demo', 'demo')).toBe('localhost:8080');
    expect(hostForTenant('localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
    expect(hostForTenant('www.halaqa.app', 'nour', 'demo')).toBe('nour.halaqa.app');
  });

  it('keeps addresses, which cannot carry a prefix', () => {
    expect(hostForTenant('127.0.0.1:3000', 'nour', 'demo')).toBe('127.0.0.1:3000');
    expect(hostForTenant('[::1]:3000', 'nour', 'demo')).toBe('[::1]:3000');
  });

  it('swaps the prefix of a host that names another organization', () => {
    expect(hostForTenant('demo.localhost:8080', 'nour', 'demo')).toBe('nour.localhost:8080');
  });
});

describe('organizationUrl', () => {
  it('swaps the domain prefix, keeping the port', () => {
    expect(organizationUrl({ protocol: 'http:', host: 'demo.localhost:8080' }, 'nour')).toBe('http://nour.localhost:8080/');
    expect(organizationUrl({ protocol: 'https:', host: 'nour.halaqa.app' }, 'demo', 'en')).toBe('https://demo.halaqa.app/?lang=en');
  });

  it('puts the prefix in front of a host that has none', () => {
    expect(organizationUrl({ protocol: 'http:', host: 'localhost:8080' }, 'nour', 'ar')).toBe('http://nour.localhost:8080/?lang=ar');
  });
});
