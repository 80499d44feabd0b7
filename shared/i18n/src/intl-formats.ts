/*
 * One Intl formatter per locale and options, kept for the page's life.
 * Constructing a formatter loads and compiles the locale's patterns (about
 * 0.3-0.7 ms each, more on a phone), while formatting with a built one costs
 * a few microseconds: a list of twelve course cards built one per card, and
 * that was 9 ms of one render on this machine (issue 10). Formatters are
 * immutable, so sharing them is safe.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locales: Intl.LocalesArgument, options: object | undefined) => `${String(locales)}|${options ? JSON.stringify(options) : ''}`;

function remembered<Format>(cache: Map<string, Format>, key: string, create: () => Format): Format {
  let format = cache.get(key);
  if (format === undefined) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locales, options)`, built once per locale and options. */
export function dateTimeFormat(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(dateTimeFormats, keyOf(locales, options), () => new Intl.DateTimeFormat(locales, options));
}

/** `new Intl.NumberFormat(locales, options)`, built once per locale and options. */
export function numberFormat(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(numberFormats, keyOf(locales, options), () => new Intl.NumberFormat(locales, options));
}
