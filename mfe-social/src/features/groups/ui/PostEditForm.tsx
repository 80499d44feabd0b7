import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { useEditPost } from '../../../api/groups-post-queries';
import type { PostView } from '../../../api/groups-types';
import { groupFailureText } from './failure';
import { LazyEditor } from './LazyEditor';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  ul { margin: 0; padding-inline-start: 20px; }
`;

/** The author edits the text of their post and may drop some of its media. */
export function PostEditForm({ post, onDone }: { post: PostView; onDone(saved: boolean): void }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const [content, setContent] = useState(post.content);
  const [kept, setKept] = useState(post.media);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditPost();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setProblem(t('groups.composer.empty'));
      return;
    }
    setProblem(null);
    edit.mutate({ postId: post.id, input: { content, mediaIds: kept.map((item) => item.mediaId) } }, {
      onSuccess: () => onDone(true),
      onError: (error) => setProblem(groupFailureText(t, error)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="post-edit-form">
      <LazyEditor label={t('groups.post.editLabel')} value={content} onChange={setContent} disabled={edit.isPending} describedBy={problem ? errorId : undefined} testId="post-edit-editor" takeOverFocus />
      {kept.length > 0 && (
        <ul aria-label={t('groups.composer.attached')}>
          {kept.map((item, index) => {
            const name = t(item.type === 'video' ? 'groups.media.videoOf' : 'groups.media.imageOf', { index: index + 1, total: kept.length });
            return (
              <li key={item.mediaId}>
                {name}{' '}
                <Button type="button" $variant="ghost" onClick={() => setKept(kept.filter((other) => other.mediaId !== item.mediaId))}>
                  {t('groups.composer.removeMedia', { name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && <p className="error" id={errorId} role="alert">{problem}</p>}
      <div className="row">
        <Button type="submit" disabled={edit.isPending}>{edit.isPending ? t('form.saving', { ns: 'common' }) : t('groups.post.saveChanges')}</Button>
        <Button type="button" $variant="ghost" onClick={() => onDone(false)}>{t('form.cancel', { ns: 'common' })}</Button>
      </div>
    </Form>
  );
}
