import type { Element, Middleware } from 'stylis';

/**
 * Text that cssjanus might change: the words it flips (left, right, ltr,
 * rtl, e/w-resize), the properties whose values it rewrites (shadows,
 * translate, horizontal background percentages), a border radius with more
 * than one value, and four-value shorthands of margin, padding, border
 * width, style and color. A superset of cssjanus's own patterns: matching
 * more costs only time, matching less would leave a rule unflipped.
 */
const MAY_FLIP = /left|right|ltr|rtl|resize|shadow|translate|background[^;}]*%|radius\s*:\s*[^;}\s/]+\s+[^;}\s/]|(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s+[^;}\s]/i;

const mayFlip = (element: Element): boolean => {
  if (MAY_FLIP.test(element.value)) return true;
  const { children } = element;
  return Array.isArray(children) ? children.some(mayFlip) : MAY_FLIP.test(children);
};

/**
 * stylis-plugin-rtl runs cssjanus (about thirty regular expressions) over
 * every rule and parses the result again, though nine rules in ten of our
 * pages hold nothing to flip: that was most of the 35 ms a right-to-left
 * page spent styling on this machine (issue 10). This passes the plugin only
 * the rules cssjanus may change; for the others its output was their input.
 * Same name as the plugin, so styled-components' class names stay the same.
 */
export function onlyFlippableRules(plugin: Middleware): Middleware {
  const filtered: Middleware = (element, index, children, callback) => (
    element.type === 'rule' && !mayFlip(element) ? undefined : plugin(element, index, children, callback)
  );
  Object.defineProperty(filtered, 'name', { value: plugin.name });
  return filtered;
}
