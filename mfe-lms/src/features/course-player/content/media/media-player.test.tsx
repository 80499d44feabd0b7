import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../../testing/render-page';
import { answerPlayer } from '../../testing/answer-player';
import { subsectionFixture } from '../../testing/player-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const video = subsectionFixture({
  id: 102, name: 'Welcome video', contentType: 'FILE', fileKind: 'VIDEO', nextId: null,
  file: {
    mediaId: 8, fileName: 'welcome.mp4', mime: 'video/mp4', sizeBytes: 2_000_000, url: '/api/media/8/content?sig=a', durationSeconds: 100, pages: null,
    transcripts: [
      { language: 'en', label: 'English', url: '/api/media/8/transcripts/en.vtt?sig=a' },
      { language: 'ar', label: 'العربية', url: '/api/media/8/transcripts/ar.vtt?sig=a' },
    ],
  },
  playback: { position: 40, watchedSeconds: 40, durationSeconds: 100 },
});

/** jsdom has no media playback: the element's clock and state are set by hand, and its events fired. */
function mediaClock(element: HTMLMediaElement) {
  const state = { time: 0, paused: true };
  Object.defineProperty(element, 'currentTime', { get: () => state.time, set: (value: number) => { state.time = value; }, configurable: true });
  Object.defineProperty(element, 'paused', { get: () => state.paused, configurable: true });
  Object.defineProperty(element, 'seeking', { get: () => false, configurable: true });
  Object.defineProperty(element, 'duration', { get: () => 100, configurable: true });
  return {
    at: (time: number) => { state.time = time; fireEvent(element, new Event('timeupdate')); },
    play: () => { state.paused = false; fireEvent(element, new Event('play')); },
    pause: () => { state.paused = true; fireEvent(element, new Event('pause')); },
  };
}

describe('video player', () => {
  it('has captions in both languages, resumes where the member left off, and reports the ranges watched', async () => {
    answerPlayer({}, [video]);
    answer('POST', 'courses/11/subsections/102/playback', { status: 200, body: { isCompleted: false, progress: 25, watchedSeconds: 50, durationSeconds: 100 } });
    await renderPage('/lms/courses/11/content/102', { signedIn: true });
    const element = await screen.findByTestId('video') as HTMLVideoElement;
    const tracks = element.querySelectorAll('track');
    expect([...tracks].map((track) => [track.kind, track.srclang, track.label, track.default])).toEqual([['captions', 'en', 'English', true], ['captions', 'ar', 'العربية', false]]);
    expect(screen.getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '40');

    const clock = mediaClock(element);
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBe(40);

    clock.play();
    for (const time of [40.25, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]) clock.at(time);
    act(() => clock.pause());
    await waitFor(() => expect(requestsTo('POST', 'courses/11/subsections/102/playback')).toHaveLength(1));
    expect(requestsTo('POST', 'courses/11/subsections/102/playback')[0]?.body).toEqual({ ranges: [[40, 50]], position: 50 });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '50'));
  });

  it('sends what was played every ten seconds while playing, and as the page goes away', async () => {
    answerPlayer({}, [video]);
    answer('POST', 'courses/11/subsections/102/playback', { status: 200, body: { isCompleted: false, progress: 25, watchedSeconds: 45, durationSeconds: 100 } });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      await renderPage('/lms/courses/11/content/102', { signedIn: true });
      const element = await screen.findByTestId('video') as HTMLVideoElement;
      const clock = mediaClock(element);
      clock.play();
      for (const time of [0, 1, 2, 3]) clock.at(time);
      act(() => { jest.advanceTimersByTime(10_000); });
      await waitFor(() => expect(requestsTo('POST', 'courses/11/subsections/102/playback')).toHaveLength(1));
      for (const time of [4, 5]) clock.at(time);
      act(() => { window.dispatchEvent(new Event('pagehide')); });
      await waitFor(() => expect(requestsTo('POST', 'courses/11/subsections/102/playback')).toHaveLength(2));
      expect(requestsTo('POST', 'courses/11/subsections/102/playback').map((request) => request.body))
        .toEqual([{ ranges: [[0, 3]], position: 3 }, { ranges: [[3, 5]], position: 5 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts at the time the address asks for (a note\'s ?t=)', async () => {
    answerPlayer({}, [video]);
    await renderPage('/lms/courses/11/content/102?t=75', { signedIn: true });
    const element = await screen.findByTestId('video') as HTMLVideoElement;
    mediaClock(element);
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBe(75);
  });
});
