/**
 * The widths the API resizes uploaded pictures to (`?w=`): a phone's card,
 * a phone's full width at 2x, a desktop card at 2x and a wide header. Only
 * these exist, so nobody can make the server encode arbitrary sizes.
 */
export const MEDIA_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type MediaImageWidth = (typeof MEDIA_IMAGE_WIDTHS)[number];

/** The media URL at one width; other query parameters (a signature) are kept. */
export function mediaUrlAtWidth(url: string, width: MediaImageWidth): string {
  const [base, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${base}?${params.toString()}`;
}

/**
 * `srcset` for a media URL of the API (`/api/media/{id}/content`): one
 * candidate per width, the format chosen by the server from the browser's
 * Accept (AVIF, WebP, else the upload's). Other URLs (an external picture)
 * get none: nobody resizes them.
 */
export function mediaSrcSet(url: string): string | undefined {
  if (!/^\/api\/media\/\d+\/content(?:\?|$)/.test(url)) return undefined;
  return MEDIA_IMAGE_WIDTHS.map((width) => `${mediaUrlAtWidth(url, width)} ${width}w`).join(', ');
}

/** A small picture (an avatar, a search result's thumbnail): the smallest variant of API media, else the URL as it is. */
export function mediaThumbnailUrl(url: string): string {
  return mediaSrcSet(url) ? mediaUrlAtWidth(url, MEDIA_IMAGE_WIDTHS[0]) : url;
}

/** How wide a card's cover is drawn (`sizes`): the full width on a phone, two columns on a tablet, ~300 px beside the filters. */
export const CARD_COVER_SIZES = '(min-width: 1024px) 320px, (min-width: 600px) 50vw, 100vw';

/** How wide a page's header cover is drawn: the full width on a phone, at most 640 px beside the details. */
export const HEADER_COVER_SIZES = '(min-width: 1024px) 640px, 100vw';
