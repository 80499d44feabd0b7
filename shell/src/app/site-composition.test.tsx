/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
// Issue 9's promise: a remote adds a page with a menu entry in its own
// definition, and the shell routes to it and lists it without a change
// anywhere else. The fixture remote below is all there is of it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote, type RemoteAppProps } from '@halaqa/contracts';
import { queryClient } from '@halaqa/mfe-runtime';
import { answer, resetApi } from '@halaqa/session/src/testing/fake-api';
import { loadRemoteModule, type RemoteAppModule } from '../features/remotes/remote-loader';
import { renderInShell } from '../test-support/render-in-shell';
import { FIXTURE_MANIFEST, manifestEntry } from '../test-support/site-fixture';
import { MainLayout } from './MainLayout';

jest.mock('../features/remotes/remote-loader', () => ({ loadRemoteModule: jest.fn(), registerManifest: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const fixture = defineRemote({
  name: 'mfe-fixture',
  prefixes: ['/fixture'],
  routes: { newPage: { path: '/fixture/new-page' } },
  menus: [{ id: 'newPage', page: 'newPage', label: 'newPage', icon: 'book', placements: ['side-menu', 'app-bar.tabs'], order: 35 }],
  texts: { en: { area: 'Fixture', labels: { newPage: 'New page' } }, ar: { area: 'تجربة', labels: { newPage: 'صفحة جديدة' } } },
});

/** The fixture's app, as single-spa lifecycles: it shows where it was mounted. */
const fixtureApp: RemoteAppModule = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    const { domElement } = props as RemoteAppProps & { domElement?: HTMLElement };
    if (domElement) domElement.textContent = `fixture page at ${props.location.pathname}`;
  },
  unmount: async () => undefined,
  update: async () => undefined,
};

beforeEach(() => {
  resetApi();
  queryClient.clear();
  load.mockReset();
  answer('GET', 'org-announcements-management', { status: 200, body: { count: 0, data: [] } });
});

test("a remote's new page and menu entry appear in the shell's menus and routing from its definition alone", async () => {
  load.mockResolvedValue(fixtureApp);
  const manifest = { ...FIXTURE_MANIFEST, remotes: [...FIXTURE_MANIFEST.remotes, manifestEntry(fixture, 'mfe-fixture')] };
  await renderInShell(<MainLayout />, { manifest, path: '/contact-us' });

  const side = screen.getByTestId('side-menu');
  const entry = within(side).getByRole('link', { name: 'New page' });
  expect(entry).toHaveAttribute('href', '/fixture/new-page');
  // Placed by its order among the other areas' entries: after courses (20), before events (40).
  expect(within(side).getAllByRole('link').map((link) => link.textContent)).toEqual(['Courses', 'New page', 'Events', 'Contact us']);
  expect(within(screen.getByTestId('top-tabs')).getByRole('link', { name: 'New page' })).toBeInTheDocument();

  await userEvent.click(entry);
  expect(await screen.findByText('fixture page at /fixture/new-page')).toBeInTheDocument();
  expect(screen.getByTestId('remote-area')).toHaveAttribute('data-remote', 'mfe-fixture');
  expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mfe-fixture', entry: '/remotes/mfe-fixture/remoteEntry.js?v=1' }), 'app');
});

test('without the fixture remote in the manifest, its path is not found and its entry is not offered', async () => {
  await renderInShell(<MainLayout />, { path: '/fixture/new-page' });
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(within(screen.getByTestId('side-menu')).queryByRole('link', { name: 'New page' })).toBeNull();
  expect(load).not.toHaveBeenCalled();
});
