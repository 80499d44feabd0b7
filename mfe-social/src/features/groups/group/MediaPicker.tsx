import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import type { PostMedia } from '../../../api/groups-types';
import { MAX_POST_MEDIA, POST_MEDIA_ACCEPT } from '../../../api/groups-uploads';
import { MediaCarousel } from '../ui/MediaCarousel';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label { font-weight: 600; }
  ul { margin: 0; padding-inline-start: 20px; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-block: 4px; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

const isMedia = (file: File) => file.type.startsWith('image/') || file.type.startsWith('video/');

/** A local preview address for a chosen file (none where the browser cannot make one). */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/**
 * Pictures and videos for a post (at most ten), previewed in the carousel
 * before they are sent; each can be taken out again. Other files are refused
 * with a message.
 */
export function MediaPicker({ files, onChange, onRefused, disabled, testId }: {
  files: File[];
  onChange(files: File[]): void;
  onRefused(message: string | null): void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation('mfe-social');
  const inputId = useId();
  const hintId = useId();
  const previews = useMemo(() => files.map((file, index): PostMedia => ({
    mediaId: index, type: file.type.startsWith('video/') ? 'video' : 'image', url: previewOf(file), mime: file.type,
  })), [files]);
  useEffect(() => () => previews.forEach((preview) => { if (preview.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview.url); }), [previews]);

  const add = (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])];
    const accepted = picked.filter(isMedia);
    const room = MAX_POST_MEDIA - files.length;
    const problems: string[] = [];
    if (accepted.length < picked.length) problems.push(t('groups.composer.onlyMedia'));
    if (accepted.length > room) problems.push(t('groups.composer.tooMany', { max: MAX_POST_MEDIA }));
    onRefused(problems.length ? problems.join(' ') : null);
    if (accepted.length && room > 0) onChange([...files, ...accepted.slice(0, room)]);
  };

  return (
    <Box>
      <label htmlFor={inputId}>{t('groups.composer.addMedia')}</label>
      <p className="hint" id={hintId}>{t('groups.composer.mediaHint', { max: MAX_POST_MEDIA })}</p>
      <input
        id={inputId}
        type="file"
        accept={POST_MEDIA_ACCEPT}
        multiple
        disabled={disabled || files.length >= MAX_POST_MEDIA}
        aria-describedby={hintId}
        data-testid={`${testId}-file-input`}
        onChange={(event) => { add(event.target.files); event.target.value = ''; }}
      />
      {files.length > 0 && (
        <>
          <MediaCarousel media={previews} label={t('groups.composer.preview')} testId={`${testId}-preview`} />
          <ul aria-label={t('groups.composer.attached')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span dir="auto">{file.name}</span>
                <Button type="button" $variant="ghost" disabled={disabled} onClick={() => onChange(files.filter((_, other) => other !== index))}>
                  {t('groups.composer.removeMedia', { name: file.name })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
