import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { CheckboxGroup } from '@halaqa/ui/forms';
import type { FeedPreferences } from '../../../api/feed-queries';
import { useSaveFeedPreferences } from '../../../api/feed-queries';
import type { GroupCard } from '../../../api/groups-types';
import { groupFailureText } from '../ui/failure';

const Form = styled.form`
  margin-block-end: 24px;
  .status { margin: 8px 0 0; }
  .error { margin: 8px 0 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

const PUBLIC = 'public';

/**
 * What the home feed holds: public groups' posts too, and the member's groups
 * to keep out. Muted groups not listed here (beyond the first page of the
 * member's groups) stay muted: only the listed ones are toggled.
 */
export function FeedPreferencesPanel({ saved, groups }: { saved: FeedPreferences; groups: readonly GroupCard[] }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const save = useSaveFeedPreferences();
  const [includePublic, setIncludePublic] = useState(saved.homeIncludesPublicGroups);
  const [muted, setMuted] = useState<number[]>(saved.mutedGroupIds);
  const isListed = (id: number) => groups.some((group) => group.id === id);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    save.mutate({ homeIncludesPublicGroups: includePublic, mutedGroupIds: muted }, {
      onSuccess: () => setStatus({ ok: true, text: t('groups.home.saved') }),
      onError: (error) => setStatus({ ok: false, text: groupFailureText(t, error) }),
    });
  };
  return (
    <Form aria-label={t('groups.home.preferences')} onSubmit={submit} data-testid="feed-preferences">
      <CheckboxGroup
        name="home-public"
        label={t('groups.home.preferences')}
        options={[{ value: PUBLIC, label: t('groups.home.includePublic') }]}
        value={includePublic ? [PUBLIC] : []}
        onChange={(values) => setIncludePublic(values.includes(PUBLIC))}
      />
      {groups.length > 0 && (
        <CheckboxGroup
          name="home-muted"
          label={t('groups.home.muted')}
          hint={t('groups.home.mutedHint')}
          options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          value={muted.filter(isListed).map(String)}
          onChange={(values) => setMuted([...muted.filter((id) => !isListed(id)), ...values.map(Number)])}
        />
      )}
      <Button type="submit" disabled={save.isPending}>{t('groups.home.save')}</Button>
      <div aria-live="polite">
        {status && <p className={status.ok ? 'status' : 'error'} role={status.ok ? undefined : 'alert'}>{status.text}</p>}
      </div>
    </Form>
  );
}
