import { organizationUrl } from './organization-url';

describe('organizationUrl', () => {
  it('swaps our prefix for theirs', () => {
    expect(organizationUrl('nour', { protocol: 'http:', host: 'demo.localhost:8080' }, 'ar')).toBe('http://nour.localhost:8080/?lang=ar');
    expect(organizationUrl('demo', { protocol: 'https:', host: 'nour.halaqa.app' }, 'en')).toBe('https://demo.halaqa.app/?lang=en');
  });
  it('puts the prefix in front of a host without one', () => {
    expect(organizationUrl('nour', { protocol: 'http:', host: 'localhost:8080' }, 'en')).toBe('http://nour.localhost:8080/?lang=en');
  });
});
