import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../../testing/render-page';
import { answerPlayer } from '../../testing/answer-player';
import { CODE_STEP_MS } from '../../api/attendance-code-timing';
import { CODE_PATH, answerCodes, codeAt } from '../../testing/answer-attendance';
import { instructorView, liveQaFixture, sessionFixture, workshopFixture } from '../../testing/attendance-fixtures';
import { subsectionFixture } from '../../testing/player-fixtures';

/**
 * The tests open the session 5 s into a 30-second step of the fake clock.
 * It starts at today's real time: the session judges its tokens by the real
 * clock, so they must be valid by both.
 */
const OPENED = Math.floor(Date.now() / CODE_STEP_MS) * CODE_STEP_MS + 5_000;
const CLOSES = new Date(OPENED + 15 * 60_000).toISOString();
const WORKSHOP = '/lms/courses/11/on-campus-lectures/4';

// The network, React and the testing library keep running; timers and Date are the fake clock's.
beforeEach(() => jest.useFakeTimers({ now: OPENED, doNotFake: ['nextTick', 'queueMicrotask'] }));

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Moves the fake clock a step (a second unless told) at a time, letting the network answer between the steps (as it would). */
async function pass(ms: number, step = 1000) {
  for (let at = 0; at < ms; at += step) {
    await act(async () => {
      jest.advanceTimersByTime(Math.min(step, ms - at));
      for (let round = 0; round < 10; round += 1) await new Promise((resolve) => process.nextTick(resolve));
    });
  }
}

/** An instructor on the workshop's page, the session API answering. */
async function openWorkshopAsInstructor() {
  answerPlayer(instructorView);
  answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
  answer('POST', 'courses/11/attendance-sessions', { status: 201, body: sessionFixture(OPENED) });
  answerCodes(CLOSES);
  await renderPage(WORKSHOP, { signedIn: true });
  const events = user();
  await events.click(await screen.findByRole('button', { name: 'Take attendance' }));
  return events;
}

describe('taking attendance', () => {
  it('opens a 15-minute session and shows the code, grouped, with its QR code and countdowns', async () => {
    await openWorkshopAsInstructor();
    const panel = await screen.findByRole('region', { name: 'Attendance is open' });
    await waitFor(() => expect(within(panel).getByTestId('attendance-code')).toHaveTextContent(codeAt(OPENED)));
    expect(requestsTo('POST', 'courses/11/attendance-sessions').map((request) => request.body)).toEqual([{ onCampusLectureId: 4, minutes: 15 }]);
    const digits = within(panel).getByTestId('attendance-code');
    expect([...digits.children].map((group) => group.textContent)).toEqual([codeAt(OPENED).slice(0, 3), codeAt(OPENED).slice(3)]);
    expect(digits.closest('[aria-live="polite"]')).not.toBeNull();
    const qr = within(panel).getByRole('img', { name: "QR code: opens the Course's attendance page with this code" });
    const [scheme, data] = qr.getAttribute('src')!.split(',');
    expect(scheme).toBe('data:image/svg+xml;base64');
    expect(atob(data!)).toContain(`<title>${codeAt(OPENED)}</title>`);
    expect(within(panel).getByTestId('code-changes-in')).toHaveTextContent('New code in 0:25');
    expect(within(panel).getByTestId('session-closes-in')).toHaveTextContent('Attendance closes in 15:00');
  });

  it('renews the code as it changes on the server, and not before', async () => {
    await openWorkshopAsInstructor();
    await waitFor(() => expect(screen.getByTestId('attendance-code')).toHaveTextContent(codeAt(OPENED)));
    // The code of 5 s into the step changes 25 s later: asked for once, at 26 s (a second after the change).
    await pass(25_000);
    expect(requestsTo('GET', CODE_PATH)).toHaveLength(1);
    await pass(2_000);
    expect(screen.getByTestId('attendance-code')).toHaveTextContent(codeAt(OPENED + CODE_STEP_MS));
    expect(requestsTo('GET', CODE_PATH)).toHaveLength(2);
    expect(screen.getByTestId('code-changes-in')).toHaveTextContent(/New code in 0:2\d/);
    await pass(25_000);
    expect(requestsTo('GET', CODE_PATH)).toHaveLength(2);
  });

  it('closes with the button: no code any more, and the panel says so', async () => {
    const events = await openWorkshopAsInstructor();
    answer('POST', 'courses/11/attendance-sessions/9/close', { status: 200, body: sessionFixture(OPENED, { isOpen: false, closesAt: new Date(OPENED + 5_000).toISOString() }) });
    await waitFor(() => expect(screen.getByTestId('attendance-code')).toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Close attendance' }));
    expect(await screen.findByTestId('attendance-closed')).toHaveTextContent('Codes are no longer taken for this lecture.');
    expect(screen.getByRole('region', { name: 'Attendance is closed' })).toBeInTheDocument();
    expect(screen.queryByTestId('attendance-code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close attendance' })).not.toBeInTheDocument();
    const asked = requestsTo('GET', CODE_PATH).length;
    await pass(60_000);
    expect(requestsTo('GET', CODE_PATH)).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Take attendance again' })).toBeEnabled();
  });

  it('closes at its time on its own', async () => {
    await openWorkshopAsInstructor();
    await waitFor(() => expect(screen.getByTestId('attendance-code')).toBeInTheDocument());
    // A code's life (30 s) at a time: 900 one-second steps took seconds on a busy machine.
    await pass(15 * 60_000, 30_000);
    expect(await screen.findByTestId('attendance-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('attendance-code')).not.toBeInTheDocument();
  });

  it('takes a 409 att-002 for the code as the session having closed', async () => {
    answerPlayer(instructorView);
    answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
    answer('POST', 'courses/11/attendance-sessions', { status: 201, body: sessionFixture(OPENED) });
    answer('GET', CODE_PATH, apiError(409, 'att-002'));
    await renderPage(WORKSHOP, { signedIn: true });
    await user().click(await screen.findByRole('button', { name: 'Take attendance' }));
    expect(await screen.findByTestId('attendance-closed')).toBeInTheDocument();
  });

  it('says when the code cannot be loaded, and loads it again on retry', async () => {
    answerPlayer(instructorView);
    answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
    answer('POST', 'courses/11/attendance-sessions', { status: 201, body: sessionFixture(OPENED) });
    answer('GET', CODE_PATH, apiError(500, 'srv-001'));
    await renderPage(WORKSHOP, { signedIn: true });
    const events = user();
    await events.click(await screen.findByRole('button', { name: 'Take attendance' }));
    expect(await screen.findByTestId('attendance-code-error')).toHaveTextContent('The code could not be loaded.');
    answerCodes(CLOSES);
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('attendance-code')).toBeInTheDocument());
    expect(screen.queryByTestId('attendance-code-error')).not.toBeInTheDocument();
  });

  it('says when attendance cannot be opened, and opens it on a second try', async () => {
    answerPlayer(instructorView);
    answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
    answer('POST', 'courses/11/attendance-sessions', apiError(500, 'srv-001'));
    await renderPage(WORKSHOP, { signedIn: true });
    const events = user();
    await events.click(await screen.findByRole('button', { name: 'Take attendance' }));
    expect(await screen.findByTestId('take-attendance-error')).toHaveTextContent('Attendance could not be opened. Try again.');
    answer('POST', 'courses/11/attendance-sessions', { status: 201, body: sessionFixture(OPENED) });
    answerCodes(CLOSES);
    await events.click(screen.getByRole('button', { name: 'Take attendance' }));
    expect(await screen.findByRole('region', { name: 'Attendance is open' })).toBeInTheDocument();
  });

  it('is offered on an online lecture item of the content too', async () => {
    const item = subsectionFixture({ id: 105, name: 'Live Q&A', contentType: 'ONLINE_LECTURE', onlineLecture: liveQaFixture });
    answerPlayer(instructorView, [item]);
    answer('POST', 'courses/11/attendance-sessions', { status: 201, body: sessionFixture(OPENED, { lectureKind: 'ONLINE', lectureId: 3 }) });
    answerCodes(CLOSES);
    await renderPage('/lms/courses/11/content/105', { signedIn: true });
    await user().click(await within(await screen.findByTestId('online-lecture')).findByRole('button', { name: 'Take attendance' }));
    await waitFor(() => expect(screen.getByTestId('attendance-code')).toBeInTheDocument());
    expect(requestsTo('POST', 'courses/11/attendance-sessions').map((request) => request.body)).toEqual([{ onlineLectureId: 3, minutes: 15 }]);
  });

  it('puts the panel in full screen where the browser can', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const request = jest.fn(function requestFullscreen(this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    HTMLElement.prototype.requestFullscreen = request;
    try {
      await openWorkshopAsInstructor();
      const toggle = await screen.findByRole('button', { name: 'Show full screen' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user().click(toggle);
      expect(request.mock.contexts[0]).toBe(screen.getByTestId('attendance-panel'));
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });
});

describe('who takes attendance', () => {
  it('is never offered to a student', async () => {
    answerPlayer();
    answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
    await renderPage(WORKSHOP, { signedIn: true });
    expect(await screen.findByTestId('on-campus-lecture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take attendance' })).not.toBeInTheDocument();
  });

  it('is not offered to an instructor viewing as a student', async () => {
    answerPlayer({ viewer: { role: 'INSTRUCTOR', studentView: true }, progress: null });
    answer('GET', 'courses/11/on-campus-lectures/4', { status: 200, body: workshopFixture });
    await renderPage(`${WORKSHOP}?viewAs=student`, { signedIn: true });
    expect(await screen.findByTestId('on-campus-lecture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take attendance' })).not.toBeInTheDocument();
  });
});
