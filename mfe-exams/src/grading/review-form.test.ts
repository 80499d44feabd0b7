import { gradingQuestions, managedQuestionFixture } from '../testing/review-fixtures';
import { bodyOf, initialValuesOf, reviewSchemaOf, rubricPoints, type ReviewValues } from './review-form';

const [, , essay, recording] = gradingQuestions();

const errorsOf = async (schema: ReturnType<typeof reviewSchemaOf>, values: ReviewValues) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the review of one answer as a form', () => {
  it('starts from the saved review: points, the note as plain text, the ratings', () => {
    expect(initialValuesOf(recording!)).toEqual({ points: '2', note: 'Clear.', ratings: {}, rangePoints: {} });
    expect(initialValuesOf(essay!)).toEqual({ points: '', note: '', ratings: { c51: '', c52: '' }, rangePoints: { c51: '', c52: '' } });
  });

  it('sends the points, the note as paragraphs and the review’s files again', () => {
    const withFiles = { ...recording!, review: { ...recording!.review!, media: [{ id: 8, fileName: 'notes.pdf', mime: 'application/pdf', url: '/x' }] } };
    expect(bodyOf(withFiles, { points: '١٫٥', note: 'Good pace.\n\nSpeak up.', ratings: {}, rangePoints: {} }))
      .toEqual({ points: 1.5, note: '<p>Good pace.</p><p>Speak up.</p>', mediaIds: [8] });
  });

  it('sends the rubric’s ratings instead of points once one is chosen, and sums them', () => {
    const values: ReviewValues = { points: '', note: '', ratings: { c51: '511', c52: '522' }, rangePoints: {} };
    expect(rubricPoints(essay!.rubric, values)).toBe(4);
    expect(bodyOf(essay!, values)).toEqual({ ratings: [{ criterionId: 51, ratingId: 511 }, { criterionId: 52, ratingId: 522 }], note: null, mediaIds: [] });
  });

  it('asks for points from 0 to the question’s, in any digits, unless ratings give them', async () => {
    const schema = reviewSchemaOf(essay!);
    const empty: ReviewValues = { points: '', note: '', ratings: { c51: '', c52: '' }, rangePoints: {} };
    expect(await errorsOf(schema, empty)).toEqual(['mfe-exams-grading:grading.form.pointsRequired']);
    expect(await errorsOf(schema, { ...empty, points: '6' })).toEqual(['mfe-exams-grading:grading.form.pointsInvalid']);
    expect(await errorsOf(schema, { ...empty, points: 'four' })).toEqual(['mfe-exams-grading:grading.form.pointsInvalid']);
    expect(await errorsOf(schema, { ...empty, points: '٤' })).toEqual([]);
    expect(await errorsOf(schema, { ...empty, ratings: { c51: '512', c52: '' } })).toEqual([]);
  });

  it('keeps a range rating’s points within its range (empty counts its top)', async () => {
    const ranged = managedQuestionFixture(7, 0, {
      type: 'ESSAY', points: 10,
      rubric: {
        id: 9, title: 'Range', criteria: [{
          id: 91, description: 'Depth', maxGrade: 10, usesRange: true,
          ratings: [{ id: 911, description: 'Deep', points: 10, minPoints: 6, maxPoints: 10 }],
        }],
      },
    });
    const schema = reviewSchemaOf(ranged);
    const chosen: ReviewValues = { points: '', note: '', ratings: { c91: '911' }, rangePoints: { c91: '' } };
    expect(await errorsOf(schema, chosen)).toEqual([]);
    expect(rubricPoints(ranged.rubric, chosen)).toBe(10);
    expect(await errorsOf(schema, { ...chosen, rangePoints: { c91: '4' } })).toEqual(['mfe-exams-grading:grading.form.rangeInvalid']);
    expect(bodyOf(ranged, { ...chosen, rangePoints: { c91: '7.5' } }).ratings).toEqual([{ criterionId: 91, ratingId: 911, points: 7.5 }]);
  });
});
