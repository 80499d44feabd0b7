import type { ComponentType } from 'react';
import { Link, Navigate, Route, Routes, useParams } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import type { OrganizationFlags, PageKeysOf, RouteDefinition, RouteTable } from '@halaqa/contracts';
import { Button, NotAvailableYet } from '@halaqa/ui';
import { useOrganization } from './organization-context';
import { useOrganizationName } from './organization-name';
import { usePageTitle } from './page-title';

export interface PageProps {
  route: RouteDefinition;
  params: Readonly<Record<string, string | undefined>>;
  /** The page's title in the page language (`pages.<page>`), null when it has none. */
  title: string | null;
}
export type PageComponent = ComponentType<PageProps>;
export type PageComponents = Readonly<Record<string, PageComponent>>;

/**
 * Every page of a definition (`PageKeysOf` its routes, redirects aside) and
 * its component: a page key without a page, or a page for no key, fails the
 * build. Pages not built yet say so through `stillToCome`.
 */
export type PageMap<Routes> = { readonly [Key in PageKeysOf<Routes>]: PageComponent };

/** A page whose screen is not built yet: says so, by name, with a way home. */
export function StillToCome({ route, title }: PageProps) {
  const name = useOrganizationName();
  return (
    <NotAvailableYet
      title={title ?? route.page}
      organizationName={name}
      homeLink={(label) => <Button as={Link} to="/" data-testid="not-available-home">{label}</Button>}
    />
  );
}

/** `stillToCome<Pages>()('a', 'b')`: the pages of a map whose screens come in a later issue. */
export function stillToCome<Pages extends Readonly<Record<string, PageComponent>>>() {
  return <Key extends keyof Pages & string>(...keys: Key[]): Record<Key, PageComponent> =>
    Object.fromEntries(keys.map((key) => [key, StillToCome])) as Record<Key, PageComponent>;
}

/** The page map of a remote whose every screen is still to come. */
export function everyPageStillToCome<Routes>(routes: Routes): PageMap<Routes> {
  const keys = Object.entries(routes as Record<string, { redirect?: unknown }>).filter(([, route]) => route.redirect === undefined).map(([key]) => key);
  return Object.fromEntries(keys.map((key) => [key, StillToCome])) as PageMap<Routes>;
}

export function redirectTarget(route: RouteDefinition, flags: OrganizationFlags): string | null {
  if (!route.redirect) return null;
  if (typeof route.redirect === 'string') return route.redirect;
  return flags[route.redirect.flag] ? route.redirect.whenOn : route.redirect.whenOff;
}

function RoutePage({ route, namespace, pages }: { route: RouteDefinition; namespace: string; pages: PageComponents }) {
  const name = useOrganizationName();
  const { t } = useTranslation([namespace, 'common']);
  const params = useParams();
  const title = t(`pages.${route.page}`, { ns: namespace, defaultValue: '' }) || null;
  usePageTitle(title, name, t('productTitle', { ns: 'common' }));
  const Page = pages[route.page] ?? StillToCome;
  return <Page route={route} params={params} title={title} />;
}

function FlagRedirectRoute({ route }: { route: RouteDefinition }) {
  const organization = useOrganization();
  const target = redirectTarget(route, organization.flags);
  return target ? <Navigate to={target} replace /> : null;
}

/** Renders a route table: its redirects and its pages. */
export function RouteTableView({ routes, namespace, pages = {} }: { routes: RouteTable; namespace: string; pages?: PageComponents }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={route.redirect ? <FlagRedirectRoute route={route} /> : <RoutePage route={route} namespace={namespace} pages={pages} />}
        />
      ))}
    </Routes>
  );
}
