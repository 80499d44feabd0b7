// Tests only. A stand-in for the rest of the site in a remote's component
// tests: one route per platform role, at the paths the real areas give them,
// so that a page linking to another area's page (by role) renders the link.
// The remote under test comes first in the site map, so its own roles win.
import { defineRemote } from '../remote-definition';

const texts = { en: { area: 'Rest of the site', labels: {} }, ar: { area: 'بقية الموقع', labels: {} } };

export const rolesFixture = defineRemote({
  name: 'mfe-roles-fixture',
  prefixes: [],
  routes: {
    coursesRoot: { path: '/lms', role: 'coursesRoot' },
    login: { path: '/auth/login', role: 'login' },
    register: { path: '/register', role: 'register' },
    dashboard: { path: '/dashboard', role: 'dashboard' },
    allCourses: { path: '/lms/all-courses', role: 'allCourses' },
    verifyNumber: { path: '/auth/verify-number', role: 'verifyNumber' },
    assessments: { path: '/assessments', role: 'assessments' },
    assessment: { path: '/assessments/:assessmentId', role: 'assessment' },
  },
  texts,
}).definition;
