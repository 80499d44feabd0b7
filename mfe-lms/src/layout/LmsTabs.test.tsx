import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { OrganizationProfile } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n } from '@halaqa/i18n';
import { AppProviders, publishAccess } from '@halaqa/mfe-runtime';
import { testAccess } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { MemoryRouter } from '@halaqa/router';
import { session } from '@halaqa/session';
import { tokensFixture } from '@halaqa/session/src/testing/fixtures';
import { resetPageState } from '../testing/render-page';
import { translations } from '../i18n/translations';
import { LmsTabs } from './LmsTabs';

async function renderTabs(path: string, { organization = organizationFixture(), signedIn = true, memberPermissions = ['member-full-access'] } = {}) {
  if (!i18n.isInitialized) await initI18n('en', organization.terminology);
  addNamespace('mfe-lms', translations);
  await changeLanguage('en', null);
  // The tabs follow their routes' access rules: who is visiting is published, as the shell does.
  publishAccess(testAccess(organization, signedIn, memberPermissions));
  if (signedIn) act(() => session.signIn(tokensFixture()));
  return render(
    <AppProviders organization={organization} language="en">
      <MemoryRouter initialEntries={[path]}><LmsTabs><p>content</p></LmsTabs></MemoryRouter>
    </AppProviders>,
  );
}

const withoutSelfEnrollment = (): OrganizationProfile => {
  const organization = organizationFixture();
  return { ...organization, flags: { ...organization.flags, selfEnrollmentEnabled: false } };
};

afterEach(() => resetPageState());

describe('LmsTabs', () => {
  it('marks the current tab, titles the page after it and moves by arrow keys', async () => {
    await renderTabs('/lms/all-courses');
    expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Courses lists' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['My Courses', '/lms/my-courses', null],
      ['Finished Courses', '/lms/finished-courses', null],
      ['All Courses', '/lms/all-courses', 'page'],
    ]);
    links[2]!.focus();
    fireEvent.keyDown(tabs, { key: 'ArrowRight' });
    expect(links[0]).toHaveFocus();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('has no "All courses" tab where members cannot enroll themselves', async () => {
    await renderTabs('/lms/my-courses', { organization: withoutSelfEnrollment() });
    const tabs = screen.getByRole('navigation', { name: 'Courses lists' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['My Courses', 'Finished Courses']);
  });

  it('shows a member without course access no tab bar (no tab route admits them)', async () => {
    await renderTabs('/lms/my-courses', { memberPermissions: ['access-events'] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows visitors no tab bar (their only list is all courses)', async () => {
    await renderTabs('/lms/all-courses', { signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
