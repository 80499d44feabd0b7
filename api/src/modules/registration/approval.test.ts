import { needsApproval, readApprovalConfig } from './approval';

test('off, automatic and missing values never wait', () => {
  for (const value of [undefined, null, 'manual', { strategy: 'off', domain: null }, { strategy: 'automatic', domain: 'x.org' }, { strategy: 'weird' }]) {
    expect(needsApproval(readApprovalConfig(value), 'a@b.org')).toBe(false);
  }
});

test('manual waits, except for the trusted domain', () => {
  expect(needsApproval(readApprovalConfig({ strategy: 'manual', domain: null }), 'a@b.org')).toBe(true);
  const trusted = readApprovalConfig({ strategy: 'manual', domain: '@Staff.Org ' });
  expect(trusted).toEqual({ strategy: 'manual', domain: 'staff.org' });
  expect(needsApproval(trusted, 'Someone@STAFF.org')).toBe(false);
  expect(needsApproval(trusted, 'someone@evil-staff.org')).toBe(true);
  expect(needsApproval(trusted, 'someone@staff.org.evil.com')).toBe(true);
});
