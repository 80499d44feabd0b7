import { fireEvent, screen } from '@testing-library/react';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { renderInShell } from '../../test-support/render-in-shell';
import { SideMenu } from './SideMenu';

describe('SideMenu', () => {
  beforeEach(() => localStorage.clear());

  it('collapses to a rail and remembers it', async () => {
    const { store } = await renderInShell(<SideMenu />);
    const toggle = screen.getByTestId('side-menu-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().ui.sideMenuCollapsed).toBe(true);
    expect(localStorage.getItem('sideMenuCollapsed')).toBe('1');
    // Collapsed items keep an accessible name.
    expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
  });

  it('lists events only where the social remote is on and visitors may see events', async () => {
    const organization = organizationFixture();
    await renderInShell(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/social/events');
    await renderInShell(<SideMenu />, { organization: { ...organization, flags: { ...organization.flags, allowAnonymousEventView: false } } });
    expect(screen.getAllByRole('link', { name: 'Events' })).toHaveLength(1);
  });
});
