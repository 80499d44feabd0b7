/** What POST media/upload takes (the server sniffs the bytes again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageProblem = 'type' | 'size' | null;

/** Checked before uploading, so the person hears at once what is wrong. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
