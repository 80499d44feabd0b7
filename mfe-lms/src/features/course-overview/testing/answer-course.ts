import { answer } from '@halaqa/session/src/testing/fake-api';
import type { CourseOverview } from '../api/types';
import { courseOverviewFixture, reviewPageFixture } from './overview-fixtures';

/**
 * The API as the pages of course 11 read it: the course (`overrides`
 * applied) and its `reviews` reviews, each page as long as the page asks.
 */
export function answerCourse(overrides: Partial<CourseOverview> = {}, reviews = 0) {
  answer('GET', 'courses/11', { status: 200, body: courseOverviewFixture(overrides) });
  answer('GET', 'courses/11/reviews', (request) => {
    const skip = Number(request.query.get('skip'));
    const take = Number(request.query.get('take'));
    return { status: 200, body: reviewPageFixture(reviews, Math.max(0, Math.min(take, reviews - skip)), skip + 1) };
  });
}
