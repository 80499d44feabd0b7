/** Captions are small text: a 1 MB file is hours of speech. */
export const MAX_VTT_BYTES = 1024 * 1024;

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING_LINE = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

function seconds(hours: string | undefined, minutes: string, secs: string, millis: string): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * Why `vtt` is not a WebVTT file the browser will show, or null when it is:
 * the `WEBVTT` header, then blocks separated by blank lines, each a cue (an
 * optional identifier, a timing line `start --> end` with start <= end, its
 * text) or a NOTE, STYLE or REGION block.
 */
export function webVttProblem(vtt: string): string | null {
  if (Buffer.byteLength(vtt) > MAX_VTT_BYTES) return `The captions are larger than ${MAX_VTT_BYTES / 1024 / 1024} MB`;
  const lines = vtt.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return 'A WebVTT file starts with the line "WEBVTT"';
  const blocks: string[][] = [];
  let current: string[] = [];
  // The header block runs to the first blank line.
  for (const line of lines.slice(1)) {
    if (line.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length) blocks.push(current);
  // Without a blank line right after "WEBVTT", the first block is the header's.
  const bodyBlocks = lines[1] === undefined || lines[1].trim() === '' ? blocks : blocks.slice(1);
  let cues = 0;
  for (const block of bodyBlocks) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    const timingIndex = block.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) return `Cue ${cues + 1} has no timing line ("00:00:01.000 --> 00:00:04.000")`;
    const match = TIMING_LINE.exec(block[timingIndex]!);
    if (!match) return `Cue ${cues + 1} has a malformed timing line: ${block[timingIndex]!.slice(0, 80)}`;
    const start = seconds(match[1], match[2]!, match[3]!, match[4]!);
    const end = seconds(match[5], match[6]!, match[7]!, match[8]!);
    if (end < start) return `Cue ${cues + 1} ends before it starts`;
    cues += 1;
  }
  return null;
}
