import type { QueryClient } from '@halaqa/query';
import { domainPrefixOf, isLanguage, type Language } from '@halaqa/contracts';
import { i18n } from '@halaqa/i18n';

export interface SessionConfig {
  /** The organization of plain `localhost` (the shell's build-time default). */
  defaultOrganizationPrefix: string | null;
  /**
   * The page's query cache (@halaqa/mfe-runtime's), where the signed-in
   * user lives. Handed in rather than imported: @halaqa/ui uses this package,
   * and mfe-runtime uses @halaqa/ui.
   */
  queryClient: QueryClient | null;
}

const config: SessionConfig = { defaultOrganizationPrefix: null, queryClient: null };

/** Called once by the shell before anything talks to the API. */
export function configureSession(options: Partial<SessionConfig>): void {
  Object.assign(config, options);
}

export function configuredQueryClient(): QueryClient | null {
  return config.queryClient;
}

/** The organization of this page: the host's domain prefix, else the configured default. */
export function organizationPrefix(): string | null {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return domainPrefixOf(host) ?? config.defaultOrganizationPrefix;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The API lives on the page's own origin (paths start with /api). */
export function apiOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
