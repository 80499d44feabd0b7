export const FILE_KINDS = ['PDF', 'IMAGE', 'DOCUMENT', 'VIDEO', 'AUDIO'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** docs/design/course-player-api.md "Content types": the kind comes from the media's type, PDF from its mime. */
export function fileKindOf(mediaType: string, mime: string): FileKind {
  if (mediaType === 'video') return 'VIDEO';
  if (mediaType === 'audio') return 'AUDIO';
  if (mediaType === 'image') return 'IMAGE';
  if (mime === 'application/pdf') return 'PDF';
  return 'DOCUMENT';
}

/** Kinds completed by being opened (the visit call); video and audio by what was watched. */
export const isCompletedByOpening = (kind: FileKind | null) => kind !== 'VIDEO' && kind !== 'AUDIO';
export const isPlayable = (kind: FileKind | null) => kind === 'VIDEO' || kind === 'AUDIO';
