/** Spec section 7: the list query the banner uses. */
export const ANNOUNCEMENT_LIST_QUERY = { skip: 0, take: Number.MAX_SAFE_INTEGER, filterDismissed: 1, filterExpired: 1 } as const;

/** The banner's request as an address, for sending it ahead while the page starts. */
export const announcementListAddress = `/api/org-announcements-management?${new URLSearchParams(
  Object.entries(ANNOUNCEMENT_LIST_QUERY).map(([key, value]) => [key, String(value)]),
)}`;
