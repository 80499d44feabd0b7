import path from 'node:path';
import { checkDefinition } from '@halaqa/contracts/src/testing/definition-checks';
import { exams } from './definition';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const { definition } = exams;

checkDefinition({ definition, pages: {}, titles: { en, ar }, requiredPaths: [], packageDir: path.join(__dirname, '..') });

describe('mfe-exams definition', () => {
  it('owns no page: it fills the course player’s exam slot', () => {
    expect(definition.prefixes).toEqual([]);
    expect(definition.routes).toEqual([]);
    expect(definition.slots).toEqual([expect.objectContaining({ slot: 'course-player.exam@1', module: 'exam-runner', audience: 'members' })]);
  });
});
