/**
 * Named, versioned extension points (ARCHITECTURE section 2): a host renders
 * whatever fills a slot, lazily, each filler inside its own error boundary.
 * The props a host passes are the slot's contract; a breaking change takes a
 * new version (`@2`) while hosts and fillers move over.
 */
export interface SlotContracts {
  /**
   * The app bar's search box (desktop bar) and the mobile drawer's. The host
   * shows a look-alike input (the filler's label as its name) until someone
   * heads for it, then hands over what was typed and the focus.
   */
  'app-bar.search@1': { placement: 'bar' | 'drawer'; onNavigate?: () => void; initialText?: string; takeOverFocus?: boolean };
  /** The app bar's cart icon with its count badge. */
  'app-bar.cart@1': Record<string, never>;
  /** The app bar's notification bell. */
  'app-bar.notifications@1': Record<string, never>;
  /** One tab of the favorites page: its content (the tab's name is the filler's label). */
  'favorites.tabs@1': Record<string, never>;
  /** The exam screens inside the course player. */
  'course-player.exam@1': CoursePlayerExamProps;
  /** A block of the dashboard. */
  'dashboard.blocks@1': Record<string, never>;
  /**
   * How to get a paid item, on its overview: mfe-commerce's add-to-cart
   * button (or, marketplace off, buy now), so catalogue remotes never import
   * commerce code. Rendered only where the API says the item needs payment.
   */
  'purchase.action@1': PurchaseActionProps;
}
export type SlotName = keyof SlotContracts;

export interface CoursePlayerExamProps {
  courseId: string;
  /**
   * Which exam screen: the course's exams, one exam's landing page, its
   * attempt, an attempt's review; for the course's instructors, the
   * attempts waiting for a review and the grading of one attempt.
   */
  view: 'list' | 'landing' | 'attempt' | 'review' | 'reviews' | 'grading';
  subsectionExamId: string | null;
  examAttemptId: string | null;
  /**
   * The viewer manages the course and is not viewing it as a student: the
   * screens offer the way to the review queue. Absent (an older host): false.
   */
  teaching?: boolean;
}

/** The item a purchase action buys (commerce's purchasable types sold from pages: courses, specializations, paid events, a held coaching session). */
export interface PurchaseActionProps {
  itemType: 'COURSE' | 'SPECIALIZATION' | 'EVENT' | 'COACHING_SESSION';
  itemId: string;
  /** The item's name, for the button's accessible name and the toast. */
  title: string;
}
