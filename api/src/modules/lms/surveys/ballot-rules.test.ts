import { ballotProblem, percentOf, resultsHiddenReason } from './ballot-rules';

const choices = new Set([1, 2, 3]);

describe('ballotProblem', () => {
  test('a ballot within the maximum', () => {
    expect(ballotProblem([1], 1, choices)).toBeNull();
    expect(ballotProblem([1, 3], 2, choices)).toBeNull();
  });
  test('more than the maximum, or a choice twice', () => {
    expect(ballotProblem([1, 2], 1, choices)).toBe('svy-002');
    expect(ballotProblem([1, 1], 2, choices)).toBe('svy-002');
  });
  test('a choice of another survey', () => expect(ballotProblem([9], 1, choices)).toBe('svy-003'));
});

describe('resultsHiddenReason', () => {
  const survey = { resultIsPublished: true, requireVotingForResult: true };
  test('staff always see them', () => {
    expect(resultsHiddenReason({ resultIsPublished: false, requireVotingForResult: true }, { isStaff: true, voted: false })).toBeNull();
  });
  test('unpublished results are hidden from members, voters too', () => {
    expect(resultsHiddenReason({ ...survey, resultIsPublished: false }, { isStaff: false, voted: true })).toBe('NOT_PUBLISHED');
  });
  test('vote first when the survey requires it', () => {
    expect(resultsHiddenReason(survey, { isStaff: false, voted: false })).toBe('VOTE_FIRST');
    expect(resultsHiddenReason(survey, { isStaff: false, voted: true })).toBeNull();
    expect(resultsHiddenReason({ ...survey, requireVotingForResult: false }, { isStaff: false, voted: false })).toBeNull();
  });
});

test('percentOf', () => {
  expect(percentOf(0, 0)).toBe(0);
  expect(percentOf(1, 3)).toBe(33);
  expect(percentOf(2, 3)).toBe(67);
});
