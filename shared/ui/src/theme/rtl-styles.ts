import { useSyncExternalStore } from 'react';
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import { directionOf } from '@halaqa/contracts';
import { addLanguageAsset } from '@halaqa/i18n';
import { onlyFlippableRules } from './flippable-rules';

type StylisPlugins = Middleware[];

/**
 * stylis-plugin-rtl (with cssjanus, 4.4 kB gzip) is fetched only for a
 * right-to-left language: a page in English never downloads it. It is a
 * language asset, so the shell's start and every language switch fetch it
 * with the Arabic texts, before anything renders right to left.
 */
let rightToLeft: StylisPlugins | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRightToLeftStyles(): Promise<void> {
  loading ??= import(/* webpackChunkName: "rtl-styles" */ 'stylis-plugin-rtl').then((module) => {
    rightToLeft = [onlyFlippableRules(module.default)];
    for (const listener of listeners) listener();
  }, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

addLanguageAsset((language) => (directionOf(language) === 'rtl' ? loadRightToLeftStyles() : undefined));

/**
 * cssjanus compiles its thirty regular expressions on its first rule: 15-20
 * ms on this machine, inside whichever render styles the first rule to flip
 * (a long task on a phone, issue 10). The shell's start calls this in a task
 * of its own once the plugin has arrived; before that it does nothing.
 */
export function warmUpRightToLeftStyles(): void {
  if (rightToLeft) serialize(compile('a{left:0}'), middleware([...rightToLeft, stringify]));
}

const LEFT_TO_RIGHT: StylisPlugins = [];
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/**
 * The stylis plugins of a direction. Right to left before the plugin has
 * arrived (a root rendered without the shell's start, as in a remote run
 * alone): left-to-right styles until it has, then flipped.
 */
export function useStylisPlugins(direction: 'ltr' | 'rtl'): StylisPlugins {
  const loaded = useSyncExternalStore(subscribe, () => rightToLeft, () => rightToLeft);
  if (direction === 'ltr') return LEFT_TO_RIGHT;
  if (!loaded) void loadRightToLeftStyles().catch(() => undefined);
  return loaded ?? LEFT_TO_RIGHT;
}
