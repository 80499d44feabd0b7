import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTRUCTOR_VIEW_STORAGE_KEY } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import { playerCourseFixture, subsectionFixture } from '../testing/player-fixtures';

const where = () => screen.getByTestId('where').textContent;
const video = subsectionFixture({ id: 102, name: 'Welcome video', contentType: 'TEXT', body: '<p>Hello</p>', previousId: 101, nextId: 103 });
const text = subsectionFixture({ id: 103, name: 'Reading: trust', body: '<p>Trust is built.</p>', previousId: 102, nextId: 104 });
const pdf = subsectionFixture({ id: 101, name: 'Team charter (PDF)', body: '<p>Charter</p>', nextId: 102 });
const quiz = subsectionFixture({ id: 104, name: 'Check your understanding', body: '<p>Quiz</p>', previousId: 103 });

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('course player frame', () => {
  it('opens the course at the item to resume, replacing the course address', async () => {
    answerPlayer({}, [video, text]);
    await renderPage('/lms/courses/11', { signedIn: true });
    await waitFor(() => expect(where()).toBe('/lms/courses/11/content/102'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome video' })).toHaveFocus();
  });

  it('opens the information page when there is nothing to resume', async () => {
    answerPlayer({ resumeSubsectionId: null, lastVisitedSubsectionId: null });
    await renderPage('/lms/courses/11', { signedIn: true });
    await waitFor(() => expect(where()).toBe('/lms/courses/11/information'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Information' })).toBeInTheDocument();
    expect(screen.getByTestId('information-facts')).toHaveTextContent('Passing grade60%');
    expect(screen.getByTestId('information-facts')).toHaveTextContent('Mandatory attendance75%');
  });

  it('moves through the outline tree with the keyboard and opens an item with Enter', async () => {
    answerPlayer({}, [video, text, pdf]);
    await renderPage('/lms/courses/11/content/102', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome video' });
    const tree = screen.getByRole('tree', { name: 'Outline of Leading Teams' });
    const current = within(tree).getByRole('treeitem', { name: /Welcome video/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('tabindex', '0');
    act(() => current.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(tree).getByRole('treeitem', { name: /Reading: trust/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(tree).getByRole('treeitem', { name: /Team charter/ })).toHaveFocus();
    // Left goes up to the section, Left again closes it, Right opens it, Right again enters it.
    await userEvent.keyboard('{ArrowLeft}');
    const week1 = within(tree).getByRole('treeitem', { name: 'Getting started' });
    expect(week1).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(week1).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('treeitem', { name: /Team charter/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(week1).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: /Team charter/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(tree).getByRole('treeitem', { name: /Giving feedback/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(week1).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(where()).toBe('/lms/courses/11/content/101'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team charter (PDF)' })).toHaveFocus();
  });

  it('explains each lock: an unlock date, a section to finish first', async () => {
    answerPlayer({}, [video]);
    await renderPage('/lms/courses/11/content/102', { signedIn: true });
    const tree = await screen.findByRole('tree');
    expect(within(tree).getByTestId('outline-item-201')).toHaveTextContent('Unlocks on May 1, 2026');
    expect(within(tree).getByTestId('outline-item-301')).toHaveTextContent('Finish Getting started first');
    expect(within(tree).getByRole('treeitem', { name: /Team charter \(PDF\).*completed/ })).toBeInTheDocument();
    expect(within(tree).getByTestId('outline-item-104')).toHaveTextContent('Optional');
    expect(screen.getByTestId('section-progress-1')).toHaveTextContent('33% done');
    expect(screen.getByRole('progressbar', { name: 'Your progress in this Course' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('shows a locked item\'s reason, not an error (ply-002)', async () => {
    answerPlayer({}, [video]);
    answer('GET', 'courses/11/subsections/201', apiError(403, 'ply-002', 'Unlocks on 2026-05-01'));
    await renderPage('/lms/courses/11/content/201', { signedIn: true });
    const locked = await screen.findByTestId('locked-item');
    expect(within(locked).getByRole('heading', { level: 1, name: 'Role play' })).toBeInTheDocument();
    expect(locked).toHaveTextContent('Unlocks on May 1, 2026');
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(requestsTo('PUT', 'courses/11/subsections/201/visit')).toHaveLength(0);
  });

  it('keeps the outline mounted from item to item, visits each once and fetches the next ahead', async () => {
    answerPlayer({}, [video, text, quiz]);
    await renderPage('/lms/courses/11/content/102', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome video' });
    const tree = screen.getByRole('tree');
    await waitFor(() => expect(requestsTo('GET', 'courses/11/subsections/103')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('next-item'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading: trust' })).toHaveFocus();
    expect(screen.getByRole('tree')).toBe(tree);
    // Prefetched: the item's answer was not asked again.
    expect(requestsTo('GET', 'courses/11/subsections/103')).toHaveLength(1);
    expect(requestsTo('GET', 'courses/11/player')).toHaveLength(1);
    expect(requestsTo('PUT', 'courses/11/subsections/102/visit')).toHaveLength(1);
    await waitFor(() => expect(requestsTo('PUT', 'courses/11/subsections/103/visit')).toHaveLength(1));
    expect(screen.getByTestId('previous-item')).toHaveAttribute('href', '/lms/courses/11/content/102');
  });

  it('shows an instructor viewing as a student a banner with the way back, and no ticks', async () => {
    answer('GET', 'courses/11/player', { status: 200, body: playerCourseFixture({ viewer: { role: 'INSTRUCTOR', studentView: true }, progress: null }) });
    answer('GET', 'courses/11/subsections/103', { status: 200, body: { ...text, isCompleted: null } });
    answer('GET', 'courses/11/subsections/104', { status: 200, body: quiz });
    sessionStorage.setItem(INSTRUCTOR_VIEW_STORAGE_KEY, 'student');
    await renderPage('/lms/courses/11/content/103', { signedIn: true });
    const banner = await screen.findByTestId('student-view-banner');
    expect(banner).toHaveTextContent('You are viewing as a Student');
    await waitFor(() => expect(where()).toBe('/lms/courses/11/content/103?viewAs=student'));
    expect(requestsTo('GET', 'courses/11/player').every((request) => request.query.get('viewAs') === 'student')).toBe(true);
    expect(within(banner).getByRole('link', { name: 'Back to your own view' })).toHaveAttribute('href', '/lms/courses/11/content/103');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('mark-done')).toBeNull();
    expect(requestsTo('PUT', 'courses/11/subsections/103/visit')).toHaveLength(0);
  });

  it('tells a member who is not in the course to enroll from the overview (ply-001)', async () => {
    answer('GET', 'courses/11/player', apiError(403, 'ply-001'));
    await renderPage('/lms/courses/11/information', { signedIn: true });
    expect(await screen.findByTestId('not-in-course')).toHaveTextContent('This Course is not one of yours');
    expect(screen.getByRole('link', { name: 'Go to the Course overview' })).toHaveAttribute('href', '/lms/courses/11/overview');
  });

  it('shows the pages of course work inside the frame', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments', { status: 200, body: { data: [] } });
    await renderPage('/lms/courses/11/assignments', { signedIn: true });
    expect(await screen.findByTestId('course-assignments')).toHaveTextContent('Assignments');
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(screen.getByTestId('player-top-bar')).toBeInTheDocument();
  });

  it('opens the outline as a drawer on phones, traps the focus and closes with Escape', async () => {
    const media = { matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn().mockReturnValue(media);
    try {
      answerPlayer({}, [video, text]);
      await renderPage('/lms/courses/11/content/102', { signedIn: true });
      await screen.findByRole('heading', { level: 1, name: 'Welcome video' });
      expect(screen.getByTestId('outline-panel')).not.toBeVisible();
      const opener = screen.getByTestId('open-outline');
      await userEvent.click(opener);
      const drawer = screen.getByRole('dialog', { name: 'Course outline' });
      expect(within(drawer).getByRole('treeitem', { name: /Welcome video/ })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      expect(drawer.contains(document.activeElement)).toBe(true);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('speaks Arabic, right to left, with the arrows of the tree flipped', async () => {
    answerPlayer({}, [video, text]);
    await renderPage('/lms/courses/11/content/102', { signedIn: true, language: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome video' });
    const tree = screen.getByRole('tree', { name: 'محتويات Leading Teams' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(tree).getByTestId('outline-item-201')).toHaveTextContent('يُفتح في');
    const week1 = within(tree).getByRole('treeitem', { name: 'Getting started' });
    act(() => week1.focus());
    // In Arabic the arrow toward the reading direction (left) opens and enters.
    await userEvent.keyboard('{ArrowRight}');
    expect(week1).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(tree).getByRole('treeitem', { name: /Team charter/ })).toHaveFocus();
    expect(screen.getByTestId('next-item')).toHaveTextContent('التالي');
  });
});
