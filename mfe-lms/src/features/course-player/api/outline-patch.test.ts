import { playerCourseFixture } from '../testing/player-fixtures';
import { withCompletion } from './outline-patch';

describe('withCompletion', () => {
  it('ticks the item, adds its weight to its section and takes the course progress of the answer', () => {
    const course = withCompletion(playerCourseFixture(), 103, { isCompleted: true, progress: 50 });
    const [week1] = course.sections;
    expect(week1?.subsections.find((item) => item.id === 103)?.isCompleted).toBe(true);
    expect(week1?.progress).toEqual({ completedWeight: 2, requiredWeight: 3, percent: 67 });
    expect(course.progress).toBe(50);
  });

  it('leaves an optional item out of the section\'s progress', () => {
    const course = withCompletion(playerCourseFixture(), 104, { isCompleted: true, progress: 25 });
    expect(course.sections[0]?.progress?.completedWeight).toBe(1);
    expect(course.sections[0]?.subsections.find((item) => item.id === 104)?.isCompleted).toBe(true);
  });
});
