import { FIRST_SCREEN } from '@halaqa/contracts/src/site-start';

/** The longest the app's start waits for the written screen's first pictures (a slow or broken picture). */
const LONGEST_PICTURE_WAIT_MS = 1_500;

const settled = (image: HTMLImageElement) => new Promise<void>((resolve) => {
  if (image.complete) resolve();
  else {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }
});

/** After the next frame has been drawn (a timer stands in where frames do not come: a tab in the background). */
const afterNextFrame = () => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 100);
  requestAnimationFrame(() => setTimeout(() => { clearTimeout(timer); resolve(); }, 0));
});

/**
 * Resolves once the first screen the server wrote (decision 0019) has been
 * drawn with its first pictures, so that the browser paints it before the
 * app's code takes the main thread for its start; at once where there is no
 * written screen or the page turned it off. The app's code keeps downloading
 * meanwhile (it is preloaded): on a phone the pictures (a few kB) arrive long
 * before the code (about 280 kB), so the start rarely waits at all.
 */
export async function firstScreenPainted(doc: Document): Promise<void> {
  const screen = doc.getElementById(FIRST_SCREEN.elementId);
  if (!screen || doc.documentElement.getAttribute(FIRST_SCREEN.gate) === 'off') return;
  const pictures = [...screen.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.race([
    Promise.all(pictures.map(settled)),
    new Promise<void>((resolve) => { setTimeout(resolve, LONGEST_PICTURE_WAIT_MS); }),
  ]);
  await afterNextFrame();
}
