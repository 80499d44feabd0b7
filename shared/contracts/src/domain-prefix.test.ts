import { domainPrefixOf } from './domain-prefix';

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
