import { contentVerdict, submissionOwnerOf } from './group-rule';
import { dueStateOf, submissionVerdict } from './submission-window';

const at = (iso: string) => new Date(iso);
const window = { availableFrom: at('2030-01-10T00:00:00Z'), dueDate: at('2030-01-20T00:00:00Z'), availableTo: at('2030-01-25T00:00:00Z') };

describe('submission window', () => {
  test('before availableFrom: refused as not open', () => {
    expect(submissionVerdict(window, at('2030-01-09T23:59:59Z'), false)).toEqual({ accepted: false, reason: 'NOT_OPEN' });
  });
  test('inside the window: accepted on time, resubmission too', () => {
    expect(submissionVerdict(window, at('2030-01-15T00:00:00Z'), false)).toEqual({ accepted: true, isLate: false });
    expect(submissionVerdict(window, at('2030-01-20T00:00:00Z'), true)).toEqual({ accepted: true, isLate: false });
  });
  test('after the due date, before availableTo: a first attempt is late, a resubmission refused', () => {
    expect(submissionVerdict(window, at('2030-01-20T00:00:01Z'), false)).toEqual({ accepted: true, isLate: true });
    expect(submissionVerdict(window, at('2030-01-21T00:00:00Z'), true)).toEqual({ accepted: false, reason: 'RESUBMISSION_CLOSED' });
  });
  test('after availableTo: refused as closed, with or without an attempt', () => {
    expect(submissionVerdict(window, at('2030-01-25T00:00:01Z'), false)).toEqual({ accepted: false, reason: 'CLOSED' });
    expect(submissionVerdict(window, at('2030-01-26T00:00:00Z'), true)).toEqual({ accepted: false, reason: 'CLOSED' });
  });
  test('no dates: always open, never late', () => {
    const open = { availableFrom: null, availableTo: null, dueDate: null };
    expect(submissionVerdict(open, at('1999-01-01T00:00:00Z'), true)).toEqual({ accepted: true, isLate: false });
    expect(dueStateOf(open, at('2099-01-01T00:00:00Z'))).toBe('OPEN');
  });
  test('due states follow the same boundaries', () => {
    expect(dueStateOf(window, at('2030-01-01T00:00:00Z'))).toBe('NOT_OPEN');
    expect(dueStateOf(window, at('2030-01-20T00:00:00Z'))).toBe('OPEN');
    expect(dueStateOf(window, at('2030-01-22T00:00:00Z'))).toBe('PAST_DUE');
    expect(dueStateOf(window, at('2030-01-25T00:00:01Z'))).toBe('CLOSED');
  });
});

describe('group rules', () => {
  test('individual work belongs to the student, groups or not', () => {
    expect(submissionOwnerOf(false, 7, [3])).toEqual({ ok: true, owner: { kind: 'STUDENT', studentId: 7 } });
  });
  test('group work belongs to the member\'s group; a member without one is refused', () => {
    expect(submissionOwnerOf(true, 7, [3])).toEqual({ ok: true, owner: { kind: 'GROUP', groupId: 3 } });
    expect(submissionOwnerOf(true, 7, [])).toEqual({ ok: false, reason: 'NO_GROUP' });
  });
  test('two members of one group hand in for the same owner', () => {
    expect(submissionOwnerOf(true, 7, [3])).toEqual(submissionOwnerOf(true, 8, [3]));
  });
});

describe('submission content', () => {
  test('only the allowed types, and at least one thing', () => {
    expect(contentVerdict(['TEXT'], { body: 'essay' })).toEqual({ ok: true });
    expect(contentVerdict(['TEXT'], { link: 'https://example.org' })).toMatchObject({ ok: false });
    expect(contentVerdict(['FILE', 'LINK'], { mediaIds: [1] })).toEqual({ ok: true });
    expect(contentVerdict(['TEXT', 'FILE'], { body: '   ', mediaIds: [] })).toMatchObject({ ok: false });
  });
});
