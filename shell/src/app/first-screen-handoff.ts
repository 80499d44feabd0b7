import { FIRST_SCREEN } from '@halaqa/contracts';
import { carryWrittenForm, readWrittenForm } from './written-form';

/** How long the written first screen may stand in for a page that does not settle (a call that hangs). */
const LONGEST_FIRST_SCREEN_MS = 6_000;

/**
 * The app has drawn the page: its main area has the page's heading and
 * nothing in it is still loading (skeletons and spinners say aria-busy).
 */
export function pageIsDrawn(root: Element): boolean {
  return root.querySelector('main h1') !== null && root.querySelector('[aria-busy="true"]') === null;
}

/**
 * Hands the page over from the first screen the server wrote (decision
 * 0019) to the app, which draws behind it in the hidden `#root`: once the
 * app has drawn the page, after LONGEST_FIRST_SCREEN_MS at the latest, or at
 * once where the page's own script turned the written screen off. The
 * written screen goes and `#root` shows, in one frame; a focus inside the
 * written screen moves to the page's main area. Returns a function that
 * hands over at once (a start-up failure has no page to wait for).
 */
export function handOverFirstScreen(doc: Document, waitMs = LONGEST_FIRST_SCREEN_MS): () => void {
  const screen = doc.getElementById(FIRST_SCREEN.elementId);
  const root = doc.getElementById('root');
  if (!screen || !root) return () => undefined;
  let handedOver = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const reveal = () => {
    if (handedOver) return;
    handedOver = true;
    observer?.disconnect();
    if (timer !== null) clearTimeout(timer);
    const focusWasInside = screen.contains(doc.activeElement);
    const form = readWrittenForm(screen, doc);
    screen.remove();
    root.removeAttribute(FIRST_SCREEN.rootWaits);
    doc.documentElement.removeAttribute(FIRST_SCREEN.gate);
    const focused = form !== null && carryWrittenForm(form, root);
    if (focusWasInside && !focused) doc.getElementById('main')?.focus();
  };
  if (doc.documentElement.getAttribute(FIRST_SCREEN.gate) === 'off' || pageIsDrawn(root)) {
    reveal();
    return reveal;
  }
  observer = new MutationObserver(() => { if (pageIsDrawn(root)) reveal(); });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  timer = setTimeout(reveal, waitMs);
  return reveal;
}
