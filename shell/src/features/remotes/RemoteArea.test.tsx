import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RemoteAppProps } from '@halaqa/contracts';
import { renderInShell } from '../../test-support/render-in-shell';
import { lmsFixture, manifestEntry } from '../../test-support/site-fixture';
import { queryClient } from '@halaqa/mfe-runtime';
import type { RemoteAppModule } from './remote-loader';
import { loadRemoteModule } from './remote-loader';
import { RemoteArea } from './RemoteArea';
import { reloadPage } from './reload-page';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const lms = manifestEntry(lmsFixture, 'mfe-lms');
const route = { path: '/lms/all-courses', page: 'allCourses', meta: {} };

/** Lifecycles that render the location they are given, like a real remote would. */
function fakeApp(mountError?: Error): RemoteAppModule {
  // single-spa passes the parcel's element as `domElement` next to our props.
  const paint = async (props: RemoteAppProps) => {
    const { domElement } = props as RemoteAppProps & { domElement?: HTMLElement };
    if (domElement) domElement.textContent = `remote at ${props.location.pathname}`;
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (mountError) throw mountError;
      await paint(props);
    },
    unmount: async () => undefined,
    update: async (props) => paint(props),
  };
}

describe('RemoteArea', () => {
  beforeEach(() => {
    queryClient.clear();
    load.mockReset();
    jest.mocked(reloadPage).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('mounts the remote app and names the area after the remote', async () => {
    load.mockResolvedValue(fakeApp());
    await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
    expect(await screen.findByText('remote at /lms/all-courses')).toBeInTheDocument();
    expect(screen.getByTestId('remote-area')).toHaveAttribute('data-remote', 'mfe-lms');
    expect(load).toHaveBeenCalledWith(lms, 'app');
  });

  it('shows which area failed, with a retry that loads it again', async () => {
    load.mockRejectedValueOnce(new Error('entry unreachable')).mockResolvedValue(fakeApp());
    await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Learning is unavailable right now');
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByText('remote at /lms/all-courses')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the page afresh when the remote fails again after a retry (it may have half started)', async () => {
    load.mockRejectedValue(new Error('chunk failed'));
    await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
    fireEvent.click((await screen.findByTestId('remote-fallback')).querySelector('[data-testid=remote-retry]')!);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('remote-retry'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('falls back when the remote throws while mounting', async () => {
    load.mockResolvedValue(fakeApp(new Error('broken remote')));
    await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('guards before downloading the app: visitors on login-only routes get the 403 page', async () => {
    await renderInShell(
      <RemoteArea remote={lms} route={{ path: '/lms/my-courses', page: 'myCourses', meta: { requiresLogin: true } }} />,
      { path: '/lms/my-courses' },
    );
    expect(screen.getByTestId('not-authenticated')).toBeInTheDocument();
    await waitFor(() => expect(load).not.toHaveBeenCalled());
  });

  it('names the area in Arabic from its definition, and shows not found for a path the definition does not list', async () => {
    load.mockRejectedValue(new Error('entry unreachable'));
    const { unmount } = await renderInShell(<RemoteArea remote={lms} route={route} />, { language: 'ar', path: '/lms/all-courses' });
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('قسم التعلم غير متاح حاليًا');
    unmount();
    await renderInShell(<RemoteArea remote={lms} route={null} />, { path: '/lms/nowhere' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
