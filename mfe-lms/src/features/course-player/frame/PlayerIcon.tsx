/** The player's own line icons (the design system's set is in the shell's first load: adding to it would grow that). */
const PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  circle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  back: 'M19 12H5M11 6l-6 6 6 6',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  outline: 'M4 6h2M9 6h11M4 12h2M9 12h11M4 18h2M9 18h11',
  chevron: 'M9 5l7 7-7 7',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  note: 'M5 4h14v16H5zM8 9h8M8 13h8M8 17h5',
  zoomIn: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  map: 'M12 21s-6-5.5-6-10a6 6 0 0 1 12 0c0 4.5-6 10-6 10zM12 9a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
} as const;

export type PlayerIconName = keyof typeof PATHS;

/** Decorative: what the icon means is always written beside it or in its control's name. */
export function PlayerIcon({ name, size = 18, flipInRtl = false, className }: { name: PlayerIconName; size?: number; flipInRtl?: boolean; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" focusable="false" className={[className, flipInRtl ? 'flip-in-rtl' : null].filter(Boolean).join(' ') || undefined}>
      <path d={PATHS[name]} />
    </svg>
  );
}
