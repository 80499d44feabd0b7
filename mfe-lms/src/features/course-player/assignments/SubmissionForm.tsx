import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';
import { useSubmitAttempt, type AssignmentDetail, type SubmittedFile } from './assignment-queries';
import { uploadSubmissionFile } from './upload-file';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-block: 16px 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h2 { margin: 0; font-size: 1.1rem; }
  label { font-weight: 600; }
  textarea, input[type='url'] {
    padding: 8px 12px; font: inherit; color: inherit; background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px;
  }
  textarea { min-block-size: 8rem; resize: vertical; }
  input[type='url'] { direction: ltr; }
  textarea:focus-visible, input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .field { display: flex; flex-direction: column; gap: 4px; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .ok { margin: 0; color: ${({ theme }) => theme.colors.success}; font-weight: 600; }
  ul { margin: 0; padding-inline-start: 20px; }
`;

const LINK = /^https?:\/\/\S+$/;
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

/** The answer of a refused submission in words; the API's code decides. */
function errorKeyOf(code: string | null): string {
  const known = ['asg-001', 'asg-002', 'asg-003', 'asg-004', 'asg-005', 'med-002', 'med-003', 'ply-003'];
  return code && known.includes(code) ? `assignments.errors.${code}` : 'assignments.errors.failed';
}

/**
 * Hands in an attempt with what the assignment takes: a text answer, files
 * (uploaded first, then handed in) and a link. One retry key per attempt,
 * so a lost answer sent again does not hand in twice.
 */
export function SubmissionForm({ courseId, assignment }: { courseId: number; assignment: AssignmentDetail }) {
  const { t } = useTranslation('mfe-lms');
  const submit = useSubmitAttempt(courseId, assignment.id);
  const takes = (type: string) => assignment.submissionTypes.includes(type as never);
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const key = useRef(newKey());
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), file: useId(), link: useId(), message: useId(), fileHint: useId(), linkHint: useId() };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const trimmedLink = link.trim();
    if (!body.trim() && !trimmedLink && files.length === 0) return setProblem('assignments.errors.empty');
    if (trimmedLink && !LINK.test(trimmedLink)) return setProblem('assignments.errors.link');
    setProblem(null);
    try {
      const uploaded: SubmittedFile[] = [];
      for (const file of files) {
        setUploading(file.name);
        uploaded.push(await uploadSubmissionFile(courseId, assignment.id, file));
      }
      setUploading(null);
      const attempt = await submit.mutateAsync({
        clientKey: key.current,
        ...(body.trim() ? { body: body.trim() } : {}),
        ...(trimmedLink ? { link: trimmedLink } : {}),
        ...(uploaded.length ? { mediaIds: uploaded.map((file) => file.id) } : {}),
      });
      key.current = newKey();
      setBody('');
      setLink('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      setDone(attempt.attempt);
    } catch (error) {
      setUploading(null);
      setProblem(errorKeyOf(failureCode(error)));
    }
  };

  const busy = submit.isPending || uploading !== null;
  return (
    <Form onSubmit={(event) => void send(event)} noValidate aria-describedby={ids.message} data-testid="submission-form">
      <h2>{assignment.attempts.length ? t('assignments.form.resubmitTitle') : t('assignments.form.title')}</h2>
      {takes('TEXT') && (
        <div className="field">
          <label htmlFor={ids.text}>{t('assignments.form.text')}</label>
          <textarea id={ids.text} dir="auto" value={body} onChange={(event) => setBody(event.target.value)} maxLength={100_000} />
        </div>
      )}
      {takes('FILE') && (
        <div className="field">
          <label htmlFor={ids.file}>{t('assignments.form.file')}</label>
          <input
            id={ids.file} ref={fileInput} type="file" multiple aria-describedby={ids.fileHint}
            accept="application/pdf,image/png,image/jpeg,image/webp,audio/*,video/mp4,video/webm"
            onChange={(event) => setFiles([...(event.target.files ?? [])].slice(0, 10))}
          />
          <p className="hint" id={ids.fileHint}>{t('assignments.form.fileHint')}</p>
          {files.length > 0 && <ul data-testid="chosen-files">{files.map((file) => <li key={file.name} dir="auto">{file.name}</li>)}</ul>}
        </div>
      )}
      {takes('LINK') && (
        <div className="field">
          <label htmlFor={ids.link}>{t('assignments.form.link')}</label>
          <input
            id={ids.link} type="url" inputMode="url" dir="ltr" value={link} onChange={(event) => setLink(event.target.value)}
            aria-describedby={ids.linkHint} aria-invalid={problem === 'assignments.errors.link'} placeholder="https://"
          />
          <p className="hint" id={ids.linkHint}>{t('assignments.form.linkHint')}</p>
        </div>
      )}
      <div><Button type="submit" disabled={busy}>{busy ? t('assignments.form.submitting') : t('assignments.form.submit')}</Button></div>
      <div id={ids.message} aria-live="polite">
        {uploading && <p className="hint">{t('assignments.form.uploading', { name: uploading })}</p>}
        {problem && <p className="error" role="alert" data-testid="submission-error">{t(problem)}</p>}
        {done !== null && <p className="ok" data-testid="submission-done">{t('assignments.form.submitted', { attempt: done })}</p>}
      </div>
    </Form>
  );
}
