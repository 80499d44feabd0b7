/**
 * localStorage keys that more than one side reads: the packages that own
 * them (@halaqa/i18n, @halaqa/ui, @halaqa/session) and the script the API
 * writes into a page, which decides before the first paint whether the
 * server's first screen matches what the app will show.
 */
export const BROWSER_STORAGE_KEYS = {
  /** The interface language the visitor last used (`en`, `ar`). */
  language: 'locale',
  /** The member's colour scheme (`light`, `dark`; absent: the device's). */
  colorScheme: 'halaqa.color-scheme',
  /** Present while this browser holds a session (its marker; the tokens are not in storage). */
  sessionMarker: 'auth',
  /** Announcement ids a visitor dismissed (a JSON array of numbers). */
  dismissedAnnouncements: 'readsItems',
} as const;
