import { resolveDomainPrefix } from './resolve-domain-prefix';

describe('resolveDomainPrefix', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['NOUR.localhost', 'nour'],
    ['demo.halaqa.example', 'demo'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['halaqa.example', null],
    ['www.halaqa.example', null],
  ])('%s -> %s', (host, prefix) => {
    expect(resolveDomainPrefix(host)).toBe(prefix);
  });
});
