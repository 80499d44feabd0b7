import { fileKindOf, isCompletedByOpening, isPlayable } from './file-kind';

test('the kind comes from the media type, PDF from the mime', () => {
  expect(fileKindOf('video', 'video/mp4')).toBe('VIDEO');
  expect(fileKindOf('audio', 'audio/mpeg')).toBe('AUDIO');
  expect(fileKindOf('image', 'image/png')).toBe('IMAGE');
  expect(fileKindOf('file', 'application/pdf')).toBe('PDF');
  expect(fileKindOf('file', 'application/zip')).toBe('DOCUMENT');
  expect(isPlayable('VIDEO') && isPlayable('AUDIO') && !isPlayable('PDF')).toBe(true);
  expect(isCompletedByOpening('PDF') && isCompletedByOpening('IMAGE') && isCompletedByOpening('DOCUMENT') && !isCompletedByOpening('VIDEO')).toBe(true);
});
