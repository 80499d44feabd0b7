/** Pages of mfe-lms the search leads to (spec section 2 "Courses area"). */
export const courseOverviewPath = (courseId: number) => `/lms/courses/${courseId}/overview`;

export const allCoursesPath = (query: string) => `/lms/all-courses?${new URLSearchParams({ query })}`;
