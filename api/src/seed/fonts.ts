/** Self-hosted fonts (served from @fontsource under /assets/fonts), weights 400 and 700. */
export interface FontSeed {
  name: string;
  /** @fontsource package name, also the URL folder. */
  fontPackage: string;
  /** The subset whose files we serve for this family's language. */
  subset: 'latin' | 'arabic';
}

export const FONT_SEEDS: readonly FontSeed[] = [
  { name: 'Inter', fontPackage: 'inter', subset: 'latin' },
  { name: 'Cairo', fontPackage: 'cairo', subset: 'arabic' },
  { name: 'Lora', fontPackage: 'lora', subset: 'latin' },
  { name: 'Noto Naskh Arabic', fontPackage: 'noto-naskh-arabic', subset: 'arabic' },
];

export const FONT_WEIGHTS = [400, 700] as const;

export function fontUrl(font: FontSeed, weight: number): string {
  return `/assets/fonts/${font.fontPackage}/${font.fontPackage}-${font.subset}-${weight}-normal.woff2`;
}
