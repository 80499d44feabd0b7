// Route table of mfe-exams. The /exams prefix is reserved for this remote but
// the spec gives it no routes of its own: exams are taken inside the course
// player (mfe-lms, /lms/courses/:courseId/exams/...), which mounts the attempt
// runner and review that this remote exposes as a component (`./ExamRunner`).
// The only route here is the exam landing page the navigation guard's
// subsectionExamId deep link leads to. No React, no runtime imports.
import type { RouteTable, RemoteRoutesModule } from '@halaqa/contracts';

export const remote = 'mfe-exams' as const;

export const routes: RouteTable = [
  { path: '/exams/:subsectionExamId/landing', page: 'examLanding', meta: { requiresLogin: true } },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
