// mfe-exams declares itself: it owns no page of its own. Exams are taken in
// the course player (mfe-lms, /lms/courses/:courseId/exams/...), which
// renders the course-player.exam@1 slot that this remote fills.
import { defineRemote } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

export const exams = defineRemote({
  name: 'mfe-exams',
  prefixes: [],
  routes: {},
  slots: [
    // The course player's exam pages need a signed-in member, as the player does.
    { slot: 'course-player.exam@1', id: 'exams', module: 'exam-runner', audience: 'members' },
  ],
  texts: { en, ar },
});
