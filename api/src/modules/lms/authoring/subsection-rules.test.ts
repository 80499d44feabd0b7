import { questionnaireProblem, subsectionProblem, type SubsectionState } from './subsection-rules';

const base: SubsectionState = {
  contentType: 'TEXT', body: '<p>Lesson</p>', fileMediaId: null, onlineLectureId: null, onCampusLectureId: null,
  questionCount: 0, availableFrom: null, availableTo: null, audience: 'ALL', audienceStudentIds: [], audienceGroupIds: [],
};
const answers = (...correct: boolean[]) => correct.map((isCorrect, index) => ({ text: `a${index}`, isCorrect }));

describe('subsectionProblem', () => {
  test('a well-formed TEXT subsection passes', () => {
    expect(subsectionProblem(base)).toBeNull();
  });

  test('each content type needs its own field, and only it', () => {
    expect(subsectionProblem({ ...base, contentType: 'FILE', body: null })).toMatch(/needs fileMediaId/);
    expect(subsectionProblem({ ...base, contentType: 'FILE', fileMediaId: 3 })).toBeNull();
    expect(subsectionProblem({ ...base, fileMediaId: 3 })).toMatch(/only for a FILE/);
    expect(subsectionProblem({ ...base, body: '  ' })).toMatch(/needs a body/);
    expect(subsectionProblem({ ...base, contentType: 'ONLINE_LECTURE' })).toMatch(/needs onlineLectureId/);
    expect(subsectionProblem({ ...base, contentType: 'ONLINE_LECTURE', onlineLectureId: 1 })).toBeNull();
    expect(subsectionProblem({ ...base, contentType: 'ONLINE_LECTURE', onlineLectureId: 1, onCampusLectureId: 2 })).toMatch(/onCampusLectureId is only/);
    expect(subsectionProblem({ ...base, contentType: 'ON_CAMPUS_LECTURE' })).toMatch(/needs onCampusLectureId/);
    expect(subsectionProblem({ ...base, contentType: 'EXAM', body: null })).toBeNull();
  });

  test('a questionnaire: at least one question, each two answers or more with exactly one right', () => {
    const q = { ...base, contentType: 'QUESTIONNAIRE' as const };
    expect(subsectionProblem(q)).toMatch(/at least one question/);
    expect(subsectionProblem(q, [])).toMatch(/at least one question/);
    expect(subsectionProblem({ ...q, questionCount: 1 }, [{ text: 'q', answers: answers(true) }])).toMatch(/two answers/);
    expect(subsectionProblem({ ...q, questionCount: 1 }, [{ text: 'q', answers: answers(false, false) }])).toMatch(/exactly one correct.*0/);
    expect(subsectionProblem({ ...q, questionCount: 2 }, [{ text: 'q', answers: answers(true, false) }, { text: 'r', answers: answers(true, true) }]))
      .toMatch(/Question 2 .*exactly one correct.*2/);
    expect(subsectionProblem({ ...q, questionCount: 1 }, [{ text: 'q', answers: answers(false, true, false) }])).toBeNull();
    // A change that keeps the stored questions.
    expect(subsectionProblem({ ...q, questionCount: 3 })).toBeNull();
    expect(subsectionProblem(base, [{ text: 'q', answers: answers(true, false) }])).toMatch(/only for a QUESTIONNAIRE/);
    expect(questionnaireProblem([{ text: 'q', answers: answers(true, false) }])).toBeNull();
  });

  test('availability dates in order', () => {
    const from = new Date('2030-01-02T00:00:00Z');
    expect(subsectionProblem({ ...base, availableFrom: from, availableTo: new Date('2030-01-01T00:00:00Z') })).toMatch(/before availableTo/);
    expect(subsectionProblem({ ...base, availableFrom: from, availableTo: from })).toMatch(/before availableTo/);
    expect(subsectionProblem({ ...base, availableFrom: from, availableTo: null })).toBeNull();
  });

  test('an audience names the students or groups of its kind only', () => {
    expect(subsectionProblem({ ...base, audience: 'SPECIFIC_STUDENTS' })).toMatch(/needs audienceStudentIds/);
    expect(subsectionProblem({ ...base, audience: 'SPECIFIC_STUDENTS', audienceStudentIds: [1] })).toBeNull();
    expect(subsectionProblem({ ...base, audience: 'SPECIFIC_GROUPS', audienceStudentIds: [1], audienceGroupIds: [2] })).toMatch(/only for audience SPECIFIC_STUDENTS/);
    expect(subsectionProblem({ ...base, audienceGroupIds: [2] })).toMatch(/only for audience SPECIFIC_GROUPS/);
    expect(subsectionProblem({ ...base, audience: 'SPECIFIC_GROUPS' })).toMatch(/needs audienceGroupIds/);
  });
});
