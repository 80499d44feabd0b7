import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';

/** What the API takes on a comment: five files of the member's own, each at most 25 MiB (discussions/dto.ts). */
const MAX_COMMENT_FILES = 5;
const MAX_COMMENT_FILE_BYTES = 25 * 1024 * 1024;
/** The types the server tells from their bytes (media/sniff-media.ts). */
const ACCEPTED = 'application/pdf,image/png,image/jpeg,image/webp,audio/*,video/mp4,video/webm';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ul { flex-basis: 100%; margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 4px; }
  li { display: flex; align-items: center; gap: 8px; }
  li button {
    min-block-size: 32px; padding: 0 10px; font: inherit; cursor: pointer; color: ${({ theme }) => theme.colors.text};
    background: transparent; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}px;
  }
  li button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

interface CommentFilesProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Why some of the files picked were left out (too many, too large), or null. */
  onRefused: (message: string | null) => void;
  disabled: boolean;
  testId: string;
}

/**
 * The files going with a comment: a button opens the browser's file picker
 * (the input itself stays out of sight and out of the tab order), the
 * chosen files are listed, each with a button to take it off again.
 */
export function CommentFiles({ files, onChange, onRefused, disabled, testId }: CommentFilesProps) {
  const { t } = useTranslation('mfe-lms');
  const input = useRef<HTMLInputElement>(null);
  const attach = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const pick = (picked: File[]) => {
    const fitting = picked.filter((file) => file.size <= MAX_COMMENT_FILE_BYTES);
    const next = [...files, ...fitting].slice(0, MAX_COMMENT_FILES);
    if (fitting.length < picked.length) onRefused(t('discussions.files.tooBig', { name: picked.find((file) => file.size > MAX_COMMENT_FILE_BYTES)!.name }));
    else if (files.length + fitting.length > MAX_COMMENT_FILES) onRefused(t('discussions.files.tooMany', { count: MAX_COMMENT_FILES }));
    else onRefused(null);
    onChange(next);
    // The same file may be picked again after being taken off.
    if (input.current) input.current.value = '';
  };
  const remove = (index: number) => {
    onChange(files.filter((_, at) => at !== index));
    onRefused(null);
    attach.current?.focus();
  };
  return (
    <Picker>
      <input
        ref={input} type="file" multiple hidden accept={ACCEPTED} tabIndex={-1} data-testid={`${testId}-file-input`}
        onChange={(event) => pick([...(event.target.files ?? [])])}
      />
      <Button
        ref={attach} type="button" $variant="ghost" aria-describedby={hintId}
        disabled={disabled || files.length >= MAX_COMMENT_FILES} onClick={() => input.current?.click()}
      >
        {t('discussions.files.attach')}
      </Button>
      <p className="hint" id={hintId}>{t('discussions.files.hint', { count: MAX_COMMENT_FILES })}</p>
      {files.length > 0 && (
        <ul aria-label={t('discussions.files.chosen')} data-testid={`${testId}-files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span dir="auto">{file.name}</span>
              <button type="button" disabled={disabled} onClick={() => remove(index)} aria-label={t('discussions.files.remove', { name: file.name })}>
                {t('discussions.files.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Picker>
  );
}
