import { FavoriteCourses } from '../features/favorites/FavoriteCourses';

/** The filler of favorites.tabs@1 for courses (rendered inside mfe-lms's own favorites page). */
export default FavoriteCourses;
