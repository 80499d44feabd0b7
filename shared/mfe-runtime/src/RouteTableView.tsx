import type { ComponentType } from 'react';
import { Link, Navigate, Route, Routes, useParams } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import type { OrganizationFlags, RouteDefinition, RouteTable } from '@halaqa/contracts';
import { Button, NotAvailableYet } from '@halaqa/ui';
import { useOrganization } from './organization-context';
import { useOrganizationName } from './organization-name';
import { usePageTitle } from './page-title';

export interface PageProps {
  route: RouteDefinition;
  params: Readonly<Record<string, string | undefined>>;
}
export type PageComponents = Readonly<Record<string, ComponentType<PageProps>>>;

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

  const Page = pages[route.page];
  if (Page) return <Page route={route} params={params} />;
  return (
    <NotAvailableYet
      title={title ?? route.page}
      organizationName={name}
      homeLink={(label) => <Button as={Link} to="/" data-testid="not-available-home">{label}</Button>}
    />
  );
}

function FlagRedirectRoute({ route }: { route: RouteDefinition }) {
  const organization = useOrganization();
  const target = redirectTarget(route, organization.flags);
  return target ? <Navigate to={target} replace /> : null;
}

/** Renders a route table: its redirects, its pages, and "not available yet" for pages still to come. */
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
