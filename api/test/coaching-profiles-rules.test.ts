import { certificationExpiryProblem, educationYearsProblem, experienceDatesProblem } from '../src/modules/coaching/profiles/profile-rules';

describe('profile rules', () => {
  test.each([
    [{ startYear: 2010, endYear: 2012 }, false], [{ startYear: 2012, endYear: 2012 }, false], [{ startYear: 2012, endYear: 2011 }, true],
    [{ startYear: null, endYear: 1990 }, false], [{}, false],
  ])('education %j refused: %s', (row, refused) => expect(educationYearsProblem(row) !== null).toBe(refused));

  test.each([
    [{ startDate: '2020-01-31', endDate: '2020-02-01' }, false], [{ startDate: '2020-01-31', endDate: '2020-01-31' }, false],
    [{ startDate: '2020-01-31', endDate: '2020-01-30' }, true], [{ startDate: '2020-12-31', endDate: '2021-01-01' }, false],
    [{ startDate: '2020-01-31', endDate: null }, false],
  ])('experience %j refused: %s', (row, refused) => expect(experienceDatesProblem(row) !== null).toBe(refused));

  test.each([
    [{ doesNotExpire: true, expiresOn: null }, false], [{ doesNotExpire: true, expiresOn: '2030-01-01' }, true],
    [{ doesNotExpire: false, expiresOn: '2030-01-01', issuedOn: '2020-01-01' }, false], [{ issuedOn: '2020-01-02', expiresOn: '2020-01-01' }, true],
    [{}, false],
  ])('certification %j refused: %s', (row, refused) => expect(certificationExpiryProblem(row) !== null).toBe(refused));
});
