import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { useCreatePost } from '../../../api/groups-post-queries';
import type { PostView } from '../../../api/groups-types';
import { uploadPostMedia } from '../../../api/groups-uploads';
import { groupFailureText } from '../ui/failure';
import { LazyEditor } from '../ui/LazyEditor';
import { MediaPicker } from './MediaPicker';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-block-end: 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  > h3 { margin: 0; font-size: 1.15rem; }
  .starter { display: flex; flex-direction: column; gap: 6px; }
  .starter label { font-weight: 600; }
  .starter textarea {
    min-block-size: 3em;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
    font: inherit;
    resize: vertical;
  }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .status { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/**
 * A new post. The rich-text editor is a chunk of its own: a plain field
 * stands in until the member focuses it, then the editor takes over with
 * what they typed. Media are uploaded when the post is sent (a file already
 * uploaded is not sent again when posting is retried).
 */
export function PostComposer({ groupId, onPosted }: { groupId: number; onPosted(post: PostView): void }) {
  const { t } = useTranslation('mfe-social');
  const [writing, setWriting] = useState(false);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const uploaded = useRef(new Map<File, number>());
  const create = useCreatePost(groupId);
  const starterId = useId();
  const errorId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || content === '<p></p>') {
      setProblem(t('groups.composer.empty'));
      return;
    }
    setProblem(null);
    try {
      const mediaIds: number[] = [];
      for (const file of files) {
        let id = uploaded.current.get(file);
        if (id === undefined) {
          setUploading(file.name);
          id = (await uploadPostMedia(groupId, file)).mediaId;
          uploaded.current.set(file, id);
        }
        mediaIds.push(id);
      }
      setUploading(null);
      const post = await create.mutateAsync({ content, mediaIds });
      setContent('');
      setFiles([]);
      uploaded.current.clear();
      onPosted(post);
    } catch (error) {
      setUploading(null);
      setProblem(groupFailureText(t, error));
    }
  };

  const busy = create.isPending || uploading !== null;
  const error = problem ?? refused;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} data-testid="post-composer">
      <h3 id={headingId}>{t('groups.composer.heading')}</h3>
      {writing ? (
        <LazyEditor label={t('groups.composer.label')} value={content} onChange={setContent} disabled={busy} describedBy={error ? errorId : undefined} testId="post-editor" takeOverFocus />
      ) : (
        <div className="starter">
          <label htmlFor={starterId}>{t('groups.composer.label')}</label>
          <textarea id={starterId} data-testid="post-starter" value={content} placeholder={t('groups.composer.placeholder')}
            onChange={(event) => setContent(event.target.value)} onFocus={() => setWriting(true)} />
        </div>
      )}
      <MediaPicker files={files} onChange={setFiles} onRefused={setRefused} disabled={busy} testId="post-media" />
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
      {uploading && <p className="status" role="status">{t('groups.composer.uploading', { name: uploading })}</p>}
      <div className="row">
        <Button type="submit" disabled={busy}>{busy ? t('groups.composer.posting') : t('groups.composer.post')}</Button>
      </div>
    </Form>
  );
}
