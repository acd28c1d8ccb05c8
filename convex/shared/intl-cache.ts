/**
 * The one way to get an Intl formatter, in the browser and in Convex functions (emails). Building an Intl formatter costs about a millisecond on a mid-range phone, using one costs microseconds: a list
 * of a week's slots built two formatters per slot and blocked the page for over a second. Formatters are kept
 * per locale and options; the few locales, zones and styles a session shows keep the cache small.
 */
const maxEntries = 200;

function memoized<Format>(build: (locale: string, options: object) => Format) {
  const cache = new Map<string, Format>();
  return (locale: string, options: object): Format => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let format = cache.get(key);
    if (format === undefined) {
      if (cache.size >= maxEntries) cache.clear();
      format = build(locale, options);
      cache.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = memoized<Intl.DateTimeFormat>((locale, options) => new Intl.DateTimeFormat(locale, options));
export const numberFormat = memoized<Intl.NumberFormat>((locale, options) => new Intl.NumberFormat(locale, options));
export const relativeTimeFormat = memoized<Intl.RelativeTimeFormat>((locale, options) => new Intl.RelativeTimeFormat(locale, options));
export const displayNames = memoized<Intl.DisplayNames>(
  (locale, options) => new Intl.DisplayNames([locale], options as Intl.DisplayNamesOptions),
);
