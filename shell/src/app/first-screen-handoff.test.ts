import { FIRST_SCREEN } from '@halaqa/contracts';
import { handOverFirstScreen, pageIsDrawn } from './first-screen-handoff';

/** A page as the API writes it with a first screen: the written screen, then the app's hidden root. */
function writePage(app = '<div id="boot" role="status">Loading…</div>') {
  document.documentElement.removeAttribute(FIRST_SCREEN.gate);
  document.body.innerHTML = `<div id="${FIRST_SCREEN.elementId}"><main><h1>All Courses</h1><a href="/lms/courses/1/overview">A course</a></main></div>`
    + `<div id="root" ${FIRST_SCREEN.rootWaits}>${app}</div>`;
  return { root: document.getElementById('root')!, written: () => document.getElementById(FIRST_SCREEN.elementId) };
}

const drawnPage = '<header>bar</header><main id="main" tabindex="-1"><h1>All Courses</h1><ul><li>A course</li></ul></main>';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => { jest.useRealTimers(); });

test('a page is drawn once its main area has its heading and nothing in it is loading', () => {
  const root = document.createElement('div');
  root.innerHTML = '<main><div role="status" aria-busy="true">Loading…</div></main>';
  expect(pageIsDrawn(root)).toBe(false);
  root.innerHTML = '<main><h1>All Courses</h1><section aria-busy="true"></section></main>';
  expect(pageIsDrawn(root)).toBe(false);
  root.innerHTML = '<main><h1>All Courses</h1><section aria-busy="false"></section></main>';
  expect(pageIsDrawn(root)).toBe(true);
});

test('the written screen stays while the app loads, and gives way in one step once the app has drawn the page', async () => {
  const { root, written } = writePage();
  handOverFirstScreen(document);
  root.innerHTML = '<header>bar</header><main id="main"><h1>All Courses</h1><div role="status" aria-busy="true">Loading…</div></main>';
  await flush();
  expect(written()).not.toBeNull();
  expect(root.hasAttribute(FIRST_SCREEN.rootWaits)).toBe(true);
  root.innerHTML = drawnPage;
  await flush();
  expect(written()).toBeNull();
  expect(root.hasAttribute(FIRST_SCREEN.rootWaits)).toBe(false);
});

test("a focus inside the written screen moves to the page's main area", async () => {
  const { root, written } = writePage();
  handOverFirstScreen(document);
  written()!.querySelector('a')!.focus();
  root.innerHTML = drawnPage;
  await flush();
  expect(document.activeElement).toBe(document.getElementById('main'));
});

test('a page that never settles is shown after the longest wait', () => {
  jest.useFakeTimers();
  const { root, written } = writePage();
  handOverFirstScreen(document, 6_000);
  root.innerHTML = '<main><h1>All Courses</h1><div aria-busy="true"></div></main>';
  jest.advanceTimersByTime(5_999);
  expect(written()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(written()).toBeNull();
  expect(root.hasAttribute(FIRST_SCREEN.rootWaits)).toBe(false);
});

test("turned off by the page's script (a member, another language, dark): the app shows at once", () => {
  const { root, written } = writePage();
  document.documentElement.setAttribute(FIRST_SCREEN.gate, 'off');
  handOverFirstScreen(document);
  expect(written()).toBeNull();
  expect(root.hasAttribute(FIRST_SCREEN.rootWaits)).toBe(false);
  expect(document.documentElement.hasAttribute(FIRST_SCREEN.gate)).toBe(false);
});

test('a start-up failure hands over at once; a page without a written screen is left alone', () => {
  const { root, written } = writePage();
  const handOver = handOverFirstScreen(document);
  handOver();
  expect(written()).toBeNull();
  expect(root.hasAttribute(FIRST_SCREEN.rootWaits)).toBe(false);
  document.body.innerHTML = '<div id="root"><div id="boot">Loading…</div></div>';
  expect(() => handOverFirstScreen(document)()).not.toThrow();
  expect(document.getElementById('boot')).not.toBeNull();
});

describe("the app's start waits for the written screen's first pictures to be drawn", () => {
  let firstScreenPainted: typeof import('./first-screen-paint').firstScreenPainted;
  beforeAll(async () => { ({ firstScreenPainted } = await import('./first-screen-paint')); });

  test('at once without a written screen, or with one the page turned off', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(firstScreenPainted(document)).resolves.toBeUndefined();
    writePage();
    document.documentElement.setAttribute(FIRST_SCREEN.gate, 'off');
    await expect(firstScreenPainted(document)).resolves.toBeUndefined();
  });

  test('after its lead picture has loaded (or failed) and a frame has passed', async () => {
    writePage();
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: false });
    document.getElementById(FIRST_SCREEN.elementId)!.append(image);
    let started = false;
    const painted = firstScreenPainted(document).then(() => { started = true; });
    await flush();
    expect(started).toBe(false);
    image.dispatchEvent(new Event('error'));
    await painted;
    expect(started).toBe(true);
  });
});
