import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@halaqa/router';
import type { OrganizationProfile, RouteTable } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, initI18n } from '@halaqa/i18n';
import { AppProviders } from './AppProviders';
import { RouteTableView, type PageProps } from './RouteTableView';

const routes: RouteTable = [
  { path: '/lms', page: 'lmsRoot', meta: {}, redirect: { flag: 'selfEnrollmentEnabled', whenOn: '/lms/all-courses', whenOff: '/lms/my-courses' } },
  { path: '/lms/all-courses', page: 'allCourses', meta: {} },
  { path: '/lms/my-courses', page: 'myCourses', meta: {} },
  { path: '/lms/courses/:courseId/overview', page: 'courseOverview', meta: {} },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function CourseOverview({ params }: PageProps) {
  return <p>course {params.courseId}</p>;
}

function renderAt(path: string, organization: OrganizationProfile = organizationFixture()) {
  return render(
    <AppProviders organization={organization} language="en">
      <MemoryRouter initialEntries={[path]}>
        <RouteTableView routes={routes} namespace="mfe-test" pages={{ courseOverview: CourseOverview }} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en', organizationFixture().terminology);
  addNamespace('mfe-test', {
    en: { pages: { allCourses: 'All {{courses}}', myCourses: 'My {{courses}}' } },
    ar: { pages: { allCourses: 'كل {{courses}}', myCourses: '{{courses}} الخاصة بي' } },
  });
});

describe('RouteTableView', () => {
  it('follows a flag redirect to the page the organization enables', () => {
    renderAt('/lms');
    expect(screen.getByTestId('where')).toHaveTextContent('/lms/all-courses');
    expect(screen.getByRole('heading', { name: /All Courses/ })).toBeInTheDocument();
  });

  it('follows the other branch when the flag is off', () => {
    const organization = organizationFixture();
    renderAt('/lms', { ...organization, flags: { ...organization.flags, selfEnrollmentEnabled: false } });
    expect(screen.getByTestId('where')).toHaveTextContent('/lms/my-courses');
  });

  it('says plainly that a page is not available yet, with the way home', () => {
    renderAt('/lms/my-courses');
    expect(screen.getByTestId('not-available')).toHaveTextContent('Not available yet');
    expect(screen.getByTestId('not-available')).toHaveTextContent('Demo Academy');
    expect(screen.getByTestId('not-available-home')).toHaveAttribute('href', '/');
    expect(document.title).toBe('My Courses | Demo Academy');
  });

  it('renders a real page with its route params', () => {
    renderAt('/lms/courses/42/overview');
    expect(screen.getByText('course 42')).toBeInTheDocument();
  });
});
