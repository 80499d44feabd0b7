import { useId, useState } from 'react';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { isLanguage, organizationUrl, type Language } from '@halaqa/contracts';
import { changeLanguage, useTranslation } from '@halaqa/i18n';
import { organizationName } from '@halaqa/mfe-runtime';
import { unwrap } from '@halaqa/api-client';
import { api, session } from '@halaqa/session';
import { Button, chooseColorScheme, COLOR_SCHEME_CHOICES, useColorSchemeChoice, type ColorSchemeChoice } from '@halaqa/ui';
import { FormError, SelectField } from '@halaqa/ui/forms';
import { EmptyState, QueryStates } from '../../auth-ui/PageStates';
import { errorText } from '../../session/error-text';
import { saveProfile } from '../../user-profile/profile-query';

const Page = styled.main`
  max-inline-size: 720px;
  margin-inline: auto;
  padding-block: 32px;
  padding-inline: 16px;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
`;

const Block = styled.section`
  padding-block: 20px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

const OrgList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  img { inline-size: 32px; block-size: 32px; object-fit: contain; }
`;

/** /account-settings: language, appearance, signing out everywhere, the person's other organizations. */
export function AccountSettingsPage() {
  const { t } = useTranslation('mfe-auth');
  return (
    <Page>
      <h1>{t('pages.accountSettings')}</h1>
      <LanguageBlock />
      <AppearanceBlock />
      <SignOutEverywhereBlock />
      <OrganizationsBlock />
    </Page>
  );
}

function LanguageBlock() {
  const { t, i18n } = useTranslation(['mfe-auth', 'common']);
  const queryClient = useQueryClient();
  const id = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(language: Language) {
    if (language === current) return;
    setFailure(null);
    setSaving(true);
    try {
      await saveProfile(queryClient, { preferredLanguage: language });
      await changeLanguage(language);
      bus.emit('language.changed', { language });
      bus.emit('toast', { type: 'success', message: t('profile.saved') });
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Block aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accountSettings.languageTitle')}</h2>
      <p>{t('accountSettings.languageBody')}</p>
      <FormError>{failure}</FormError>
      <SelectField
        name="preferredLanguage"
        label={t('fields.preferredLanguage')}
        value={current}
        disabled={saving}
        onChange={(event) => { if (isLanguage(event.target.value)) void choose(event.target.value); }}
        options={[{ value: 'en', label: t('languages.en') }, { value: 'ar', label: t('languages.ar') }]}
        data-testid="settings-language"
      />
    </Block>
  );
}

/** Light, dark or the device's setting: remembered on this device, applied at once to the whole page. */
function AppearanceBlock() {
  const { t } = useTranslation('mfe-auth');
  const id = useId();
  const choice = useColorSchemeChoice();
  return (
    <Block aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accountSettings.appearanceTitle')}</h2>
      <p>{t('accountSettings.appearanceBody')}</p>
      <SelectField
        name="colorScheme"
        label={t('accountSettings.appearanceLabel')}
        value={choice}
        onChange={(event) => {
          const picked = COLOR_SCHEME_CHOICES.find((option) => option === event.target.value);
          if (picked) chooseColorScheme(picked);
        }}
        options={COLOR_SCHEME_CHOICES.map((option: ColorSchemeChoice) => ({ value: option, label: t(`accountSettings.appearance.${option}`) }))}
        data-testid="settings-appearance"
      />
    </Block>
  );
}

function SignOutEverywhereBlock() {
  const { t } = useTranslation('mfe-auth');
  const [busy, setBusy] = useState(false);
  return (
    <Block>
      <h2>{t('accountSettings.signOutTitle')}</h2>
      <p>{t('accountSettings.signOutBody')}</p>
      <Button type="button" $variant="secondary" disabled={busy} data-testid="sign-out-everywhere"
        onClick={async () => {
          setBusy(true);
          try { await session.signOut({ removeAll: true }); } finally { setBusy(false); }
        }}>
        {t('accountSettings.signOutAll')}
      </Button>
    </Block>
  );
}

function OrganizationsBlock() {
  const { t, i18n } = useTranslation(['mfe-auth', 'common']);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const organizations = useQuery({ queryKey: ['auth', 'organizations'], queryFn: () => unwrap(api.GET('/api/auth/organizations')) });
  return (
    <Block>
      <h2>{t('accountSettings.organizationsTitle')}</h2>
      <p>{t('accountSettings.organizationsBody')}</p>
      <QueryStates query={organizations}>
        {(list) => (list.length === 0 ? <EmptyState>{t('accountSettings.noOrganizations')}</EmptyState> : (
          <OrgList data-testid="linked-organizations">
            {list.map((organization) => (
              <li key={organization.id}>
                <a href={organizationUrl(window.location, organization.domainPrefix, language)}>
                  {organization.logoUrl ? <img src={organization.logoUrl} alt="" /> : null}
                  {organizationName(organization, language)}
                </a>
              </li>
            ))}
          </OrgList>
        ))}
      </QueryStates>
    </Block>
  );
}
