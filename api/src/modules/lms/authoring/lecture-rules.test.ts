import { lectureProblem } from './lecture-rules';

const startsAt = new Date('2030-01-01T10:00:00Z');
const endsAt = new Date('2030-01-01T11:00:00Z');

describe('lectureProblem', () => {
  test('times in order', () => {
    expect(lectureProblem({ startsAt, endsAt })).toBeNull();
    expect(lectureProblem({ startsAt: endsAt, endsAt: startsAt })).toMatch(/after startsAt/);
    expect(lectureProblem({ startsAt, endsAt: startsAt })).toMatch(/after startsAt/);
  });

  test('a conference tool is named', () => {
    expect(lectureProblem({ startsAt, endsAt, meetingKind: 'VIDEO_CONFERENCE_TOOL', tool: null })).toMatch(/needs tool/);
    expect(lectureProblem({ startsAt, endsAt, meetingKind: 'VIDEO_CONFERENCE_TOOL', tool: 'zoom' })).toBeNull();
    expect(lectureProblem({ startsAt, endsAt, meetingKind: 'EXTERNAL', tool: null })).toBeNull();
  });

  test('coordinates come in pairs', () => {
    expect(lectureProblem({ startsAt, endsAt, latitude: 24.7, longitude: null })).toMatch(/go together/);
    expect(lectureProblem({ startsAt, endsAt, latitude: 24.7, longitude: 46.7 })).toBeNull();
    expect(lectureProblem({ startsAt, endsAt, latitude: null, longitude: null })).toBeNull();
  });
});
