import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Letters that need an Arabic font (Arabic, its supplements and presentation forms). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export type Script = 'arabic' | 'latin';

/** A stretch of a line with one embedding level and one font, its text in logical (reading) order. */
export interface BidiRun {
  text: string;
  /** Odd: right to left. */
  level: number;
  script: Script;
}

/**
 * Splits one line into runs (Unicode Bidirectional Algorithm, bidi-js) and
 * orders them for drawing from left to right (rule L2: from the highest
 * level down to the lowest odd level, reverse every sequence of runs at that
 * level or above). Spaces stay with the run they are in (Latin punctuation takes the Latin font), so
 * a run is a whole phrase that the font engine shapes at once; the glyphs of
 * a right-to-left run are put in visual order by fontkit itself.
 */
export function bidiRuns(text: string, direction: 'rtl' | 'ltr'): { logical: BidiRun[]; visual: BidiRun[] } {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const logical: BidiRun[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const level = levels[index]!;
    const last = logical.at(-1);
    // A space joins the phrase it is in (every served font has one); other characters take the font of their script.
    const sameLevel = last?.level === level ? last : undefined;
    const script: Script = ARABIC.test(char) ? 'arabic' : /\s/.test(char) ? sameLevel?.script ?? (level % 2 ? 'arabic' : 'latin') : 'latin';
    if (last && last.level === level && last.script === script) last.text += char;
    else logical.push({ text: char, level, script });
  }
  let visual = [...logical];
  const highest = Math.max(0, ...visual.map((run) => run.level));
  const lowestOdd = Math.min(...visual.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    const reordered: BidiRun[] = [];
    let at = 0;
    while (at < visual.length) {
      if (visual[at]!.level < level) { reordered.push(visual[at++]!); continue; }
      let end = at;
      while (end < visual.length && visual[end]!.level >= level) end++;
      reordered.push(...visual.slice(at, end).reverse());
      at = end;
    }
    visual = reordered;
  }
  return { logical, visual };
}
