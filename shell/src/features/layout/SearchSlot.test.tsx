import { act, fireEvent, screen } from '@testing-library/react';
import type { SlotContracts } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { memberSession, renderInShell } from '../../test-support/render-in-shell';
import { mobileDrawerSet } from '../../store/ui-slice';
import { AppBar } from './AppBar';
import { MobileDrawer } from './MobileDrawer';

/** The filler a remote would expose: it shows what it was handed. */
const loaded: Array<SlotContracts['app-bar.search@1']> = [];
function FakeSearch(props: SlotContracts['app-bar.search@1']) {
  loaded.push(props);
  return <input data-testid="search-filler" defaultValue={props.initialText} aria-label="filler" />;
}
const FILLERS = { 'mfe-lms/course-search': FakeSearch };

const withFlags = (flags: Partial<ReturnType<typeof organizationFixture>['flags']>) => {
  const base = organizationFixture();
  return organizationFixture({ flags: { ...base.flags, selfEnrollmentEnabled: true, allowAnonymousCourseView: true, ...flags } });
};

beforeEach(() => { loaded.length = 0; });

describe('the app bar search slot', () => {
  it('stands in with an input named by the filler, and loads the filler only when someone heads for it', async () => {
    await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({}), slotFillers: FILLERS });
    const standIn = screen.getByTestId('course-search-placeholder');
    expect(standIn).toHaveAttribute('placeholder', 'Search Courses…');
    expect(standIn).toHaveAccessibleName('Search Courses');
    fireEvent.change(standIn, { target: { value: 'dat' } });
    expect(loaded).toEqual([]);
    fireEvent.focus(standIn);
    expect(await screen.findByTestId('search-filler')).toHaveValue('dat');
    expect(loaded.at(-1)).toMatchObject({ placement: 'bar', initialText: 'dat', takeOverFocus: true });
  });

  it('is not offered where its gate (the all-courses rule) keeps the visitor out, nor in the mobile bar', async () => {
    const closed = await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({ allowAnonymousCourseView: false }), slotFillers: FILLERS });
    expect(screen.queryByTestId('course-search-placeholder')).toBeNull();
    closed.unmount();
    const member = await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({ allowAnonymousCourseView: false }), session: memberSession(['access-courses']) });
    expect(screen.getByTestId('course-search-placeholder')).toBeInTheDocument();
    member.unmount();
    const eventsOnly = await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({}), session: memberSession(['access-events']) });
    expect(screen.queryByTestId('course-search-placeholder')).toBeNull();
    eventsOnly.unmount();
    await renderInShell(<AppBar isMobile />, { organization: withFlags({}) });
    expect(screen.queryByTestId('course-search-placeholder')).toBeNull();
  });

  it('is in the mobile drawer for signed-in members only', async () => {
    const visitor = await renderInShell(<MobileDrawer />, { organization: withFlags({}) });
    act(() => { visitor.store.dispatch(mobileDrawerSet(true)); });
    expect(await screen.findByTestId('mobile-drawer')).toBeInTheDocument();
    expect(screen.queryByTestId('course-search-placeholder')).toBeNull();
    visitor.unmount();
    const { store } = await renderInShell(<MobileDrawer />, { organization: withFlags({}), session: memberSession(), slotFillers: FILLERS });
    act(() => { store.dispatch(mobileDrawerSet(true)); });
    fireEvent.pointerEnter(await screen.findByTestId('course-search-placeholder'));
    await screen.findByTestId('search-filler');
    expect(loaded.at(-1)).toMatchObject({ placement: 'drawer', takeOverFocus: false });
    expect(loaded.at(-1)?.onNavigate).toEqual(expect.any(Function));
  });

  it('speaks Arabic with the organization’s words', async () => {
    await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({}), language: 'ar' });
    expect(screen.getByTestId('course-search-placeholder')).toHaveAttribute('placeholder', 'ابحث عن دورات…');
  });
});
