import { useQuery } from '@halaqa/query';
import { useTranslation } from '@halaqa/i18n';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { organizationUrl } from '@halaqa/contracts';
import { useOrganization } from '@halaqa/mfe-runtime';
import { api, session } from '@halaqa/session';
import { useAppSelector } from '../../store/store';
import { useLanguageSwitch } from '../../controls/LanguageToggle';
import { useMenu } from './use-menu';

export type AccountAction =
  | { kind: 'route'; id: string; label: string; to: string; lang?: undefined }
  | { kind: 'href'; id: string; label: string; href: string; lang?: string }
  | { kind: 'run'; id: string; label: string; run: () => Promise<void>; lang?: string };

export interface AccountActionGroup {
  id: string;
  label: string;
  actions: AccountAction[];
}

type Portal = 'admin' | 'instructor';

/**
 * Spec: the single-sign-on token for the separate dashboard; the API builds
 * the address (the organization's dashboard-url with token and language).
 */
async function switchTo(portal: Portal, failed: string) {
  try {
    const ticket = await unwrap(api.GET('/api/auth/sso', { params: { query: { portal } } }));
    window.location.assign(ticket.redirectUrl);
  } catch {
    bus.emit('toast', { type: 'error', message: failed });
  }
}

/**
 * What the signed-in user can do from the avatar menu and the mobile drawer:
 * the areas' entries (profile, payment history), the user's other
 * organizations, the admin and instructor dashboards, the language, log out. `active` loads the other
 * organizations only once the menu is opened.
 */
export function useAccountActions(active: boolean): AccountActionGroup[] {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  const entries = useMenu('avatar-menu');
  const portals = useAppSelector((state) => state.session.portals);
  const language = useAppSelector((state) => state.ui.language);
  const { next, toggle } = useLanguageSwitch();
  const organizations = useQuery({
    queryKey: ['auth', 'organizations'],
    queryFn: () => unwrap(api.GET('/api/auth/organizations')),
    enabled: active,
    staleTime: 5 * 60_000,
  });

  // The areas' avatar-menu entries (profile, payment history where the marketplace is on, ...).
  const account: AccountAction[] = entries.map((entry) => ({ kind: 'route', id: entry.id, label: entry.label, to: entry.to }));

  const switchAccount: AccountAction[] = (organizations.data ?? [])
    .filter((other) => other.id !== organization.id)
    .map((other) => ({
      kind: 'href',
      id: `organization-${other.domainPrefix}`,
      label: t('account.switchTo', { name: language === 'ar' ? other.nameArabic : other.name }),
      href: organizationUrl(window.location, other.domainPrefix),
    }));

  const portalActions: AccountAction[] = [];
  const failed = t('account.switchFailed');
  if (portals.isAdministrator) portalActions.push({ kind: 'run', id: 'switch-admin', label: t('account.switchToAdmin'), run: () => switchTo('admin', failed) });
  if (portals.isInstructor) portalActions.push({ kind: 'run', id: 'switch-instructor', label: t('account.switchToInstructor'), run: () => switchTo('instructor', failed) });

  const groups: AccountActionGroup[] = [
    { id: 'account', label: t('account.groupAccount'), actions: account },
    { id: 'organizations', label: t('account.groupOrganizations'), actions: switchAccount },
    { id: 'portals', label: t('account.groupPortals'), actions: portalActions },
    {
      id: 'session',
      label: t('account.groupSession'),
      actions: [
        { kind: 'run', id: 'language', label: t('language.switchTo'), lang: next, run: toggle },
        { kind: 'run', id: 'logout', label: t('account.logout'), run: () => session.signOut() },
      ],
    },
  ];
  return groups.filter((group) => group.actions.length > 0);
}
