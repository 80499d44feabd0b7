import { createContext, useContext } from 'react';
import type { PlayerCourse } from '../api/types';
import type { PlayerPaths } from './player-route';

export interface PlayerContextValue {
  course: PlayerCourse;
  courseId: number;
  /** An instructor viewing the course as a student (`?viewAs=student`). */
  studentView: boolean;
  /** A member enrolled as a student: their ticks, progress and writes (visits, playback, notes) count. */
  isLearner: boolean;
  paths: PlayerPaths;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

/** The course the player shows, for the pages inside its frame. */
export function usePlayer(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer outside the course player');
  return value;
}

/**
 * An instructor or administrator in their own view (not viewing as a
 * student): they take attendance and read the course's report.
 */
export function useIsTeaching(): boolean {
  const { course, studentView } = usePlayer();
  return course.viewer.role !== 'STUDENT' && !studentView && !course.viewer.studentView;
}
