import { Icon, type IconName } from '@halaqa/ui';

/** Icons only the shell's chrome needs, drawn like @halaqa/ui's (24 px grid, stroked). */
const SHELL_PATHS = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
} as const;
export type ShellIconName = keyof typeof SHELL_PATHS;

export function ShellIcon({ name, size = 20 }: { name: ShellIconName | IconName; size?: number }) {
  if (!(name in SHELL_PATHS)) return <Icon name={name as IconName} size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={SHELL_PATHS[name as ShellIconName]} />
    </svg>
  );
}
