import { createContext, useContext } from 'react';
import type { OrganizationProfile } from '@halaqa/contracts';

export const OrganizationContext = createContext<OrganizationProfile | null>(null);

/** The current organization; only valid inside AppProviders. */
export function useOrganization(): OrganizationProfile {
  const organization = useContext(OrganizationContext);
  if (!organization) throw new Error('useOrganization must be used inside AppProviders');
  return organization;
}
