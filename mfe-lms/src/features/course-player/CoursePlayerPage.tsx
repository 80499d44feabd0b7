import { useMemo } from 'react';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Navigate, useLocation } from '@halaqa/router';
import type { LmsPage } from '../../definition';
import { PageFrame } from '../../layout/PageFrame';
import { routeIdOf } from '../../route-id';
import { useCoursePlayer } from './api/player-queries';
import type { PlayerCourse } from './api/types';
import { resumeTarget } from './frame/outline-order';
import { PlayerContext, type PlayerContextValue } from './frame/player-context';
import { playerPaths, useStudentView } from './frame/player-route';
import { PlayerFailure } from './frame/PlayerFailure';
import { PlayerFrame } from './frame/PlayerFrame';
import { PlayerSkeleton } from './frame/PlayerSkeleton';
import { playerChildOf } from './player-children';

/**
 * Every page of the course player (/lms/courses/{courseId} and its children)
 * is this one component, so moving between them keeps the frame and its
 * outline mounted: only the page beside the outline changes.
 */
export function CoursePlayerPage({ route, params, title }: PageProps) {
  const courseId = routeIdOf(params.courseId);
  const studentView = useStudentView();
  if (courseId === null) return <PageFrame><PlayerFailure courseId={null} error={null} onRetry={() => undefined} /></PageFrame>;
  return <LoadedPlayer courseId={courseId} studentView={studentView} page={route.page as LmsPage} params={params} title={title} />;
}

function LoadedPlayer({ courseId, studentView, page, params, title }: {
  courseId: number;
  studentView: boolean;
  page: LmsPage;
  params: PageProps['params'];
  title: string | null;
}) {
  const player = useCoursePlayer(courseId, studentView);
  const paths = useMemo(() => playerPaths(courseId, studentView), [courseId, studentView]);
  const { pathname } = useLocation();
  if (player.isPending) return <PlayerSkeleton />;
  if (player.isError) return <PageFrame><PlayerFailure courseId={courseId} error={player.error} onRetry={() => void player.refetch()} /></PageFrame>;
  const course: PlayerCourse = player.data;
  if (page === 'courseContent') {
    const resume = resumeTarget(course);
    return <Navigate to={resume === null ? paths.information() : paths.content(resume)} replace />;
  }
  const value: PlayerContextValue = {
    course,
    courseId,
    studentView,
    isLearner: course.viewer.role === 'STUDENT' && !course.viewer.studentView,
    paths,
  };
  const currentId = page === 'courseSubsection' ? routeIdOf(params.subsectionId) : null;
  const Child = playerChildOf(page);
  return (
    <PlayerContext.Provider value={value}>
      <PlayerFrame currentId={currentId}>
        {/* Keyed by the address: each page arrives anew (its heading takes the focus, its state starts over). */}
        <Child key={pathname} page={page} params={params} title={title} />
      </PlayerFrame>
    </PlayerContext.Provider>
  );
}
