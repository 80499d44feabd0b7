import { displayName } from './display-name';

const user = { firstName: 'Sara', lastName: 'Haddad', arFirstName: 'سارة', arLastName: 'حداد' };

describe('displayName', () => {
  it('uses the Arabic name on Arabic pages', () => {
    expect(displayName(user, 'ar').full).toBe('سارة حداد');
    expect(displayName(user, 'en').full).toBe('Sara Haddad');
  });

  it('falls back to the English name when there is no Arabic one', () => {
    expect(displayName({ ...user, arFirstName: null, arLastName: null }, 'ar')).toEqual({ first: 'Sara', last: 'Haddad', full: 'Sara Haddad' });
  });
});
