import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { uploadAnswer } from '../api/upload-answer';
import type { UploadedFile } from '../api/types';
import { field, type ControlProps } from './control-props';
import { Recorder } from './Recorder';

/** The API takes up to 5 files for one answer. */
const MAX_FILES = 5;

const MediaBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ul { margin: 0; padding-inline-start: 20px; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-block-end: 4px; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  label { font-weight: 600; }
  audio, video { max-inline-size: 100%; }
  video { max-block-size: 320px; background: #000; }
`;

/**
 * File upload and audio or video recording: files are uploaded through the
 * media calls (chunked, as course work hands files in), then the answer is
 * the list of their ids. Recordings are made in the browser and heard or
 * seen before they are sent.
 */
export function MediaControl({ question, response, onChange, disabled, labelledBy, attempt }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const inputId = useId();
  const ids = field<'mediaIds', number[]>(response, 'mediaIds') ?? [];
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const full = ids.length >= MAX_FILES;
  const kind = question.type === 'AUDIO_RECORDING' ? 'audio' : question.type === 'VIDEO_RECORDING' ? 'video' : null;

  const upload = async (file: Blob, fileName: string) => {
    setProblem(null);
    setBusy(fileName);
    try {
      const uploaded: UploadedFile = await uploadAnswer(attempt, file, fileName);
      setNames((known) => new Map(known).set(uploaded.id, uploaded.fileName));
      onChange({ mediaIds: [...idsRef.current, uploaded.id].slice(0, MAX_FILES) }, false);
      return true;
    } catch {
      setProblem(navigator.onLine === false ? 'controls.uploadOffline' : 'controls.uploadFailed');
      return false;
    } finally {
      setBusy(null);
    }
  };
  const remove = (id: number) => {
    const next = ids.filter((other) => other !== id);
    onChange(next.length ? { mediaIds: next } : null, false);
  };

  return (
    <MediaBox role="group" aria-labelledby={labelledBy} data-testid="media-answer">
      {ids.length > 0 && (
        <ul data-testid="answer-files">
          {ids.map((id, index) => (
            <li key={id}>
              <span dir="auto">{names.get(id) ?? t('controls.fileNumber', { number: index + 1 })}</span>
              <Button type="button" $variant="ghost" disabled={disabled} onClick={() => remove(id)}>
                {t('controls.removeFile', { name: names.get(id) ?? t('controls.fileNumber', { number: index + 1 }) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {kind && !full && <Recorder kind={kind} disabled={disabled || busy !== null} onUse={(blob, name) => upload(blob, name)} />}
      {!full && (
        <div className="row">
          <label htmlFor={inputId}>{kind ? t('controls.orChooseFile') : t('controls.chooseFile')}</label>
          <input
            id={inputId} type="file" disabled={disabled || busy !== null}
            accept={kind ? `${kind}/*` : undefined} data-testid={`file-${question.attemptQuestionId}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file, file.name);
            }}
          />
        </div>
      )}
      <p className="hint">{t('controls.filesHint', { count: MAX_FILES })}</p>
      <div aria-live="polite">
        {busy && <p className="hint">{t('controls.uploading', { name: busy })}</p>}
        {problem && <p className="error" role="alert">{t(problem)}</p>}
      </div>
    </MediaBox>
  );
}
