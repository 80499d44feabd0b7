/**
 * The organization's announcement banner as both sides ask for it: the
 * shell's AnnouncementBanner, and the API when it writes a page's first
 * screen (decision 0019) and so must show the same announcement.
 */

/** Spec section 7: the list query the banner uses. */
export const ANNOUNCEMENT_LIST_QUERY = { skip: 0, take: Number.MAX_SAFE_INTEGER, filterDismissed: 1, filterExpired: 1 } as const;

/** The banner's request as an address (sent ahead while the page starts; asked in process by the page's writer). */
export const announcementListAddress = `/api/org-announcements-management?${new URLSearchParams(
  Object.entries(ANNOUNCEMENT_LIST_QUERY).map(([key, value]) => [key, String(value)]),
)}`;

/** A link starting with `www` gets `https://` (spec section 2). */
export function normalizeExternalLink(link: string | null): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  return /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
}
