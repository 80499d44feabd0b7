import { eligibleItems, voucherRefusal, type VoucherTerms } from './voucher-rule';
import { voucherDefinitionProblem } from './voucher-definition';

const NOW = new Date('2026-05-01T12:00:00Z');
const member = { organizationId: 7, userId: 70 };
const cart = { items: [{ itemType: 'COURSE', itemId: 1 }, { itemType: 'COURSE', itemId: 2 }] };
const noUse = { byMember: 0, byOrganization: 0 };

const voucher = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  discountAmount: null, discountRateBasisPoints: 1000, maxDiscountAmount: null, startDate: null, endDate: null, isValid: true,
  numberOfUses: 0, maxAllowedUses: null, maxAllowedUsesPerUser: null, maxAllowedUsesPerOrg: null,
  isRestricted: false, itemRestrictions: [], partyRestrictions: [],
  ...overrides,
});
const day = 24 * 60 * 60 * 1000;

describe('voucherRefusal: each rule', () => {
  test('a voucher without limits discounts any cart', () => {
    expect(voucherRefusal(voucher(), noUse, cart, member, NOW)).toBeNull();
  });

  test.each([
    ['vch-002 before its start date', voucher({ startDate: new Date(NOW.getTime() + 1) }), noUse, 'vch-002'],
    ['vch-003 after its end date', voucher({ endDate: new Date(NOW.getTime() - 1) }), noUse, 'vch-003'],
    ['vch-004 switched off', voucher({ isValid: false }), noUse, 'vch-004'],
    ['vch-005 every use taken', voucher({ maxAllowedUses: 3, numberOfUses: 3 }), noUse, 'vch-005'],
    ['vch-006 the member used it as often as allowed', voucher({ maxAllowedUsesPerUser: 1 }), { byMember: 1, byOrganization: 1 }, 'vch-006'],
    ['vch-007 the organization used it as often as allowed', voucher({ maxAllowedUsesPerOrg: 5 }), { byMember: 0, byOrganization: 5 }, 'vch-007'],
    ['vch-008 no item of its types', voucher({ isRestricted: true, itemRestrictions: [{ itemType: 'SPECIALIZATION', allowedItemIds: [] }] }), noUse, 'vch-008'],
    ['vch-009 none of its items', voucher({ isRestricted: true, itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [3, 4] }] }), noUse, 'vch-009'],
    ['vch-010 for other organizations', voucher({ isRestricted: true, partyRestrictions: [{ partyType: 'ORGANIZATION', allowedIds: [8] }] }), noUse, 'vch-010'],
    ['vch-011 for other members', voucher({ isRestricted: true, partyRestrictions: [{ partyType: 'USER', allowedIds: [71, 72] }] }), noUse, 'vch-011'],
  ] as const)('%s', (_name, terms, usage, code) => {
    expect(voucherRefusal(terms, usage, cart, member, NOW)).toBe(code);
  });

  test('the limits are reached at, not before: one use left still applies', () => {
    expect(voucherRefusal(voucher({ maxAllowedUses: 3, numberOfUses: 2 }), noUse, cart, member, NOW)).toBeNull();
    expect(voucherRefusal(voucher({ maxAllowedUsesPerUser: 2 }), { byMember: 1, byOrganization: 9 }, cart, member, NOW)).toBeNull();
    expect(voucherRefusal(voucher({ maxAllowedUsesPerOrg: 10 }), { byMember: 0, byOrganization: 9 }, cart, member, NOW)).toBeNull();
  });

  test('the dates are inclusive: usable at its start and at its end', () => {
    expect(voucherRefusal(voucher({ startDate: NOW, endDate: NOW }), noUse, cart, member, NOW)).toBeNull();
  });

  test('the restrictions that let the member and the cart through apply', () => {
    const restricted = voucher({
      isRestricted: true,
      itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [2] }],
      partyRestrictions: [{ partyType: 'ORGANIZATION', allowedIds: [7] }, { partyType: 'USER', allowedIds: [70] }],
    });
    expect(voucherRefusal(restricted, noUse, cart, member, NOW)).toBeNull();
  });

  test('restriction lists are ignored while isRestricted is off', () => {
    const off = voucher({ itemRestrictions: [{ itemType: 'EVENT', allowedItemIds: [] }], partyRestrictions: [{ partyType: 'USER', allowedIds: [1] }] });
    expect(voucherRefusal(off, noUse, cart, member, NOW)).toBeNull();
  });
});

describe('voucherRefusal: the first refusal wins, in the documented order', () => {
  // Every rule broken at once; each step mends the first one, so the next code comes out.
  const broken: VoucherTerms = voucher({
    startDate: new Date(NOW.getTime() + day), endDate: new Date(NOW.getTime() - day), isValid: false,
    numberOfUses: 1, maxAllowedUses: 1, maxAllowedUsesPerUser: 1, maxAllowedUsesPerOrg: 1,
    isRestricted: true,
    itemRestrictions: [{ itemType: 'SPECIALIZATION', allowedItemIds: [] }],
    partyRestrictions: [{ partyType: 'ORGANIZATION', allowedIds: [8] }, { partyType: 'USER', allowedIds: [71] }],
  });
  const usage = { byMember: 1, byOrganization: 1 };
  const mends: Array<[string, (v: VoucherTerms) => VoucherTerms]> = [
    ['vch-002', (v) => ({ ...v, startDate: null })],
    ['vch-003', (v) => ({ ...v, endDate: null })],
    ['vch-004', (v) => ({ ...v, isValid: true })],
    ['vch-005', (v) => ({ ...v, maxAllowedUses: null })],
    ['vch-006', (v) => ({ ...v, maxAllowedUsesPerUser: null })],
    ['vch-007', (v) => ({ ...v, maxAllowedUsesPerOrg: null })],
    ['vch-008', (v) => ({ ...v, itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [9] }] })],
    ['vch-009', (v) => ({ ...v, itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [1] }] })],
    ['vch-010', (v) => ({ ...v, partyRestrictions: v.partyRestrictions.filter((p) => p.partyType !== 'ORGANIZATION') })],
    ['vch-011', (v) => ({ ...v, partyRestrictions: [] })],
  ];
  test('vch-002, 003, ... 011, then none', () => {
    let current = broken;
    const seen: Array<string | null> = [];
    for (const [, mend] of mends) {
      seen.push(voucherRefusal(current, usage, cart, member, NOW));
      current = mend(current);
    }
    seen.push(voucherRefusal(current, usage, cart, member, NOW));
    expect(seen).toEqual([...mends.map(([code]) => code), null]);
  });
});

describe('eligibleItems', () => {
  test('every item without item restrictions; else those of the listed types and ids', () => {
    const items = [{ itemType: 'COURSE', itemId: 1 }, { itemType: 'COURSE', itemId: 2 }, { itemType: 'SPECIALIZATION', itemId: 1 }];
    expect(eligibleItems(voucher(), items)).toEqual(items);
    expect(eligibleItems(voucher({ isRestricted: true, itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [] }] }), items)).toEqual(items.slice(0, 2));
    expect(eligibleItems(voucher({ isRestricted: true, itemRestrictions: [{ itemType: 'COURSE', allowedItemIds: [2] }, { itemType: 'SPECIALIZATION', allowedItemIds: [] }] }), items))
      .toEqual(items.slice(1));
  });
});

describe('voucherDefinitionProblem (vch-013)', () => {
  const code = 'SPRING';
  test.each([
    ['both an amount and a rate', { code, discountAmount: 100, discountRateBasisPoints: 1000 }],
    ['neither', { code }],
    ['an amount of 0', { code, discountAmount: 0 }],
    ['a rate of 0', { code, discountRateBasisPoints: 0 }],
    ['a rate above 100 %', { code, discountRateBasisPoints: 10_001 }],
    ['a cap of 0', { code, discountRateBasisPoints: 1000, maxDiscountAmount: 0 }],
    ['an end before the start', { code, discountAmount: 100, startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }],
    ['an end equal to the start', { code, discountAmount: 100, startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-02T00:00:00Z' }],
    ['an item type listed twice', { code, discountAmount: 100, restrictions: { items: [{ itemType: 'COURSE' as const }, { itemType: 'COURSE' as const }] } }],
    ['no organization allowed', { code, discountAmount: 100, restrictions: { organizationIds: [] } }],
    ['no member allowed', { code, discountAmount: 100, restrictions: { userIds: [] } }],
  ])('refuses %s', (_name, body) => {
    expect(voucherDefinitionProblem(body)).toEqual(expect.any(String));
  });

  test('accepts a rate of 100 % with a cap and dates in order', () => {
    expect(voucherDefinitionProblem({ code, discountRateBasisPoints: 10_000, maxDiscountAmount: 5_000, startDate: '2026-05-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' })).toBeNull();
  });
});
