import { useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { FormError } from '@halaqa/ui/forms';
import { QueryStates } from '../../auth-ui/PageStates';
import { errorText } from '../../session/error-text';
import { saveProfile, useProfile, type UserProfile } from '../../user-profile/profile-query';
import { ProfileLayout } from './ProfileTabs';
import { IMAGE_TYPES, imageProblem } from './image-file';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 32px;
  align-items: flex-start;
`;

const Figure = styled.figure`
  margin: 0;
  text-align: center;
  figcaption { margin-block-start: 8px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

const Avatar = styled.div`
  inline-size: 160px;
  block-size: 160px;
  border-radius: 50%;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-inline-size: 240px;
  label { font-weight: 600; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/** /profile/profile-image: the current picture, a new one chosen, previewed and uploaded. */
export function ProfileImagePage() {
  const profile = useProfile();
  return (
    <ProfileLayout>
      <QueryStates query={profile}>{(data) => <ImageForm profile={data} />}</QueryStates>
    </ProfileLayout>
  );
}

function ImageForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The preview's object URL lives as long as the chosen file.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFailure(null);
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      setFile(null);
      setFailure(t(`profileImage.${problem === 'type' ? 'wrongType' : 'tooBig'}`));
      event.target.value = '';
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setFailure(null);
    setSaving(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      // The route takes multipart, which the generated types do not describe; the
      // client sends a FormData as it is (the browser sets the boundary).
      const media = await unwrap(api.POST('/api/media/upload', { body: form as never }));
      await saveProfile(queryClient, { profileImageId: media.id });
      setFile(null);
      bus.emit('toast', { type: 'success', message: t('profile.saved') });
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setSaving(false);
    }
  }

  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Row>
      <Figure>
        <Avatar data-testid="profile-image-current">
          {profile.profileImageUrl ? <img src={profile.profileImageUrl} alt={t('profileImage.currentAlt')} /> : <span aria-hidden="true">{initials}</span>}
        </Avatar>
        <figcaption>{profile.profileImageUrl ? t('profileImage.current') : t('profileImage.none')}</figcaption>
      </Figure>
      {preview && (
        <Figure>
          <Avatar data-testid="profile-image-preview"><img src={preview} alt={t('profileImage.previewAlt')} /></Avatar>
          <figcaption>{t('profileImage.preview')}</figcaption>
        </Figure>
      )}
      <Controls>
        <FormError>{failure}</FormError>
        <label htmlFor={inputId}>{t('profileImage.choose')}</label>
        <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} onChange={choose} aria-describedby={`${inputId}-rules`} data-testid="profile-image-input" />
        <p id={`${inputId}-rules`}>{t('profileImage.rules')}</p>
        <Button type="button" onClick={upload} disabled={!file || saving} aria-busy={saving || undefined} data-testid="profile-image-upload">
          {saving ? t('form.saving', { ns: 'common' }) : t('profileImage.upload')}
        </Button>
      </Controls>
    </Row>
  );
}
