import { useEffect } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import { INSTRUCTOR_VIEW_STORAGE_KEY } from '@halaqa/session';
import { lmsPaths } from '../../../definition';

const VIEW_AS = 'viewAs';

/** The search of a player address: `?viewAs=student` kept while an instructor views as a student. */
const suffixOf = (studentView: boolean, extra = '') => {
  const search = new URLSearchParams(extra);
  if (studentView) search.set(VIEW_AS, 'student');
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Addresses inside one course's player, keeping the student view across them. */
export function playerPaths(courseId: number, studentView: boolean) {
  const keep = <Args extends unknown[]>(build: (...args: Args) => string) => (...args: Args) => build(...args) + suffixOf(studentView);
  return {
    overview: () => lmsPaths.courseOverview(courseId),
    content: (subsectionId: number, at: { t?: number; page?: number } = {}) => {
      const extra = new URLSearchParams();
      if (at.t !== undefined) extra.set('t', String(Math.floor(at.t)));
      if (at.page !== undefined) extra.set('page', String(at.page));
      return lmsPaths.courseSubsection(courseId, subsectionId) + suffixOf(studentView, extra.toString());
    },
    information: keep(() => lmsPaths.courseInformation(courseId)),
    syllabus: keep(() => lmsPaths.courseSyllabus(courseId)),
    modules: keep(() => lmsPaths.courseModules(courseId)),
    announcements: keep(() => lmsPaths.courseAnnouncements(courseId)),
    announcement: keep((id: number) => lmsPaths.courseAnnouncement(courseId, id)),
    onlineLectures: keep(() => lmsPaths.courseOnlineLectures(courseId)),
    onlineLecture: keep((id: number) => lmsPaths.courseOnlineLecture(courseId, id)),
    onCampusLectures: keep(() => lmsPaths.courseOnCampusLectures(courseId)),
    onCampusLecture: keep((id: number) => lmsPaths.courseOnCampusLecture(courseId, id)),
    notes: keep(() => lmsPaths.courseNotes(courseId)),
    attendance: keep(() => lmsPaths.courseAttendance(courseId)),
    certificate: keep(() => lmsPaths.courseCertificate(courseId)),
    gradeItems: keep(() => lmsPaths.courseGradeItems(courseId)),
    gradeItem: keep((id: number) => lmsPaths.courseGradeItem(courseId, id)),
    assignments: keep(() => lmsPaths.courseAssignments(courseId)),
    exams: keep(() => lmsPaths.courseExams(courseId)),
    assignment: keep((id: number) => lmsPaths.courseAssignment(courseId, id)),
    groups: keep(() => lmsPaths.courseGroups(courseId)),
    discussionBoards: keep(() => lmsPaths.courseDiscussionBoards(courseId)),
    discussionBoard: keep((id: number) => lmsPaths.courseDiscussionBoard(courseId, id)),
    surveys: keep(() => lmsPaths.courseSurveys(courseId)),
    survey: keep((id: number) => lmsPaths.courseSurvey(courseId, id)),
    polls: keep(() => lmsPaths.coursePolls(courseId)),
    poll: keep((id: number) => lmsPaths.coursePoll(courseId, id)),
  };
}
export type PlayerPaths = ReturnType<typeof playerPaths>;

/** The query of the current address, read (the router facade has no useSearchParams). */
export function useSearchValue(name: string): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name);
}

/**
 * Whether an instructor is viewing the course as a student: `?viewAs=student`
 * on the address. The shell's student_view deep link leaves a tab marker
 * instead; it is turned into the address once, so links and the way back
 * (the same address without it) work the same either way.
 */
export function useStudentView(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(search).get(VIEW_AS) === 'student';
  const marked = !inAddress && sessionStorage.getItem(INSTRUCTOR_VIEW_STORAGE_KEY) === 'student';
  useEffect(() => {
    if (!marked) return;
    sessionStorage.removeItem(INSTRUCTOR_VIEW_STORAGE_KEY);
    const query = new URLSearchParams(search);
    query.set(VIEW_AS, 'student');
    navigate(`${pathname}?${query.toString()}`, { replace: true });
  }, [marked, navigate, pathname, search]);
  return inAddress || marked;
}

/** The current address without the student view: the instructor's way back. */
export function useAddressWithoutStudentView(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(VIEW_AS);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
