import { sniffImage } from './sniff-image';

/**
 * What an uploaded file really is, told from its first bytes (never from its
 * name or the type the client declared): the types course media may have.
 */
export type SniffedMime =
  | 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp'
  | 'video/mp4' | 'audio/mp4' | 'video/webm' | 'video/x-matroska'
  | 'audio/mpeg' | 'audio/ogg' | 'audio/wav' | 'text/vtt';

/** The `media.type` of a sniffed file (spec enumeration FILE, IMAGE, VIDEO, AUDIO, lower case). */
export type MediaKind = 'file' | 'image' | 'video' | 'audio';

/** How many leading bytes the sniffer (and the WebM doc type) needs. */
export const SNIFF_BYTES = 64;

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

export function sniffMedia(bytes: Uint8Array): SniffedMime | null {
  if (startsWith(bytes, ascii('%PDF-'), 0)) return 'application/pdf';
  const image = sniffImage(bytes);
  if (image) return image;
  // ISO-BMFF: <size> ftyp <brand>; audio-only brands are M4A/M4B.
  if (startsWith(bytes, ascii('ftyp'), 4)) return /^M4[AB] /.test(latin1(bytes, 8, 4)) ? 'audio/mp4' : 'video/mp4';
  // EBML: the header names its doc type ("webm" or "matroska") within the first bytes.
  if (startsWith(bytes, EBML_MAGIC, 0)) return latin1(bytes, 4, SNIFF_BYTES).includes('webm') ? 'video/webm' : 'video/x-matroska';
  if (startsWith(bytes, ascii('OggS'), 0)) return 'audio/ogg';
  if (startsWith(bytes, ascii('RIFF'), 0) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('ID3'), 0) || isMp3FrameSync(bytes)) return 'audio/mpeg';
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf], 0) ? 3 : 0;
  if (startsWith(bytes, ascii('WEBVTT'), bom) && [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(bytes[bom + 6])) return 'text/vtt';
  return null;
}

/** An MPEG audio frame header: 11 sync bits, then a layer that is not the reserved 00. */
function isMp3FrameSync(bytes: Uint8Array): boolean {
  const [first, second] = bytes;
  return first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

/** Declared types a sniffed type answers to: browsers and tools name the same container in several ways. */
const DECLARED_ALIASES: Record<SniffedMime, readonly string[]> = {
  'application/pdf': ['application/pdf', 'application/x-pdf'],
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/webp': ['image/webp'],
  'video/mp4': ['video/mp4', 'audio/mp4', 'video/quicktime', 'audio/x-m4a', 'audio/m4a'],
  'audio/mp4': ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'video/mp4'],
  'video/webm': ['video/webm', 'audio/webm'],
  'video/x-matroska': ['video/x-matroska', 'video/webm', 'audio/x-matroska'],
  'audio/mpeg': ['audio/mpeg', 'audio/mp3', 'audio/mpeg3'],
  'audio/ogg': ['audio/ogg', 'video/ogg', 'application/ogg', 'audio/vorbis', 'audio/opus'],
  'audio/wav': ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  'text/vtt': ['text/vtt'],
};

/** Whether the type the client declared names what the bytes are (parameters such as `; codecs=` ignored). */
export function declaredMatches(declared: string, sniffed: SniffedMime): boolean {
  const bare = declared.split(';')[0]!.trim().toLowerCase();
  return DECLARED_ALIASES[sniffed].includes(bare);
}

export function kindOf(mime: SniffedMime): MediaKind {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'file';
}

export const UPLOAD_PURPOSES = ['COURSE_FILE', 'ATTACHMENT', 'TRANSCRIPT'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Course files and attachments are what the player can show; transcripts are WebVTT only. */
export function allowedFor(purpose: UploadPurpose, mime: SniffedMime): boolean {
  return purpose === 'TRANSCRIPT' ? mime === 'text/vtt' : mime !== 'text/vtt';
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset: number): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function latin1(bytes: Uint8Array, offset: number, length: number): string {
  return Buffer.from(bytes.subarray(offset, offset + length)).toString('latin1');
}
