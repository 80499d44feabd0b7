import { changePasswordOutcome } from './change-password';

test('spec section 8: 200 and 201 succeed', () => {
  expect(changePasswordOutcome(200, undefined)).toEqual({ ok: true });
  expect(changePasswordOutcome(201, undefined)).toEqual({ ok: true });
});

test('400 or 404 with the same-as-old message, else the old-password rule', () => {
  expect(changePasswordOutcome(400, 'New password cannot be the same as old')).toEqual({ ok: false, messageKey: 'passwordSameAsOld' });
  expect(changePasswordOutcome(404, 'New password cannot be the same as old')).toEqual({ ok: false, messageKey: 'passwordSameAsOld' });
  expect(changePasswordOutcome(400, 'Wrong password')).toEqual({ ok: false, messageKey: 'oldPasswordRule' });
  expect(changePasswordOutcome(404, undefined)).toEqual({ ok: false, messageKey: 'oldPasswordRule' });
});

test('any other status is something went wrong', () => {
  for (const status of [401, 403, 409, 429, 500, 502]) {
    expect(changePasswordOutcome(status, 'New password cannot be the same as old')).toEqual({ ok: false, messageKey: 'somethingWentWrong' });
  }
});
