import { specializationStateOf } from './specialization-state';

const base = { enrolled: false, selfEnrollmentEnabled: true, price: 0, courseStates: ['OPEN', 'ENROLLED'] as const };

describe('specializationStateOf', () => {
  test('OPEN when every course not yet enrolled is open', () => {
    expect(specializationStateOf(base)).toBe('OPEN');
  });
  test('ENROLLED only once enrolled in it and in every course', () => {
    expect(specializationStateOf({ ...base, enrolled: true })).toBe('OPEN');
    expect(specializationStateOf({ ...base, enrolled: true, courseStates: ['ENROLLED', 'ENROLLED'] })).toBe('ENROLLED');
  });
  test('its own gates come before its courses', () => {
    expect(specializationStateOf({ ...base, selfEnrollmentEnabled: false, price: 100 })).toBe('SELF_ENROLLMENT_DISABLED');
    expect(specializationStateOf({ ...base, price: 100, courseStates: ['FULL'] })).toBe('PAYMENT_REQUIRED');
  });
  test('the first course that refuses names the state', () => {
    expect(specializationStateOf({ ...base, courseStates: ['ENROLLED', 'FULL', 'PAYMENT_REQUIRED'] })).toBe('FULL');
    expect(specializationStateOf({ ...base, courseStates: ['OPEN', 'PAYMENT_REQUIRED'] })).toBe('PAYMENT_REQUIRED');
  });
});
