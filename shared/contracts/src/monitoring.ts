/**
 * Monitoring constants of spec section 9 that the page checks eagerly, before
 * any problem. Not re-exported from the package's index: the shell's first
 * load carries every export of the index (one shared module), while a file
 * imported by path (`@halaqa/contracts/src/monitoring`) is bundled where it is
 * used, and these two numbers are inlined there. The reports themselves are
 * in ./telemetry.ts.
 */

/**
 * Spec section 9: traces of every request; non-error telemetry (slow pages)
 * from 1 page load in 10; problems from every page load.
 */
export const TELEMETRY_SAMPLING = { traces: 1, sessions: 0.1, onError: 1 } as const;

/**
 * The spec names no threshold: a remote area's first screen that takes longer
 * than the LCP budget of ARCHITECTURE section 6 (2.5 s) is reported as slow.
 */
export const SLOW_PAGE_MS = 2500;
