import { flagsFromConfig } from './flags';

test('a flag is on only for the JSON value true', () => {
  const flags = flagsFromConfig(new Map<string, unknown>([
    ['marketplace-enabled', true],
    ['self-enrollment-enabled', 'true'],
    ['certificates-enabled', false],
    ['landing-page-enabled', 1],
  ]));
  expect(flags.marketplaceEnabled).toBe(true);
  expect(flags.selfEnrollmentEnabled).toBe(false);
  expect(flags.certificatesEnabled).toBe(false);
  expect(flags.landingPageEnabled).toBe(false);
  expect(flags.twoFactorEnabled).toBe(false);
});
