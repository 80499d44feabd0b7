import { CONFIG_KEYS, type OrganizationFlags } from '@halaqa/contracts';

/** The client's switches from the configuration keys: on only when the value is `true`. */
export function flagsFromConfig(config: ReadonlyMap<string, unknown>): OrganizationFlags {
  const on = (key: string) => config.get(key) === true;
  return {
    selfEnrollmentEnabled: on(CONFIG_KEYS.selfEnrollmentEnabled),
    selfRegistrationEnabled: on(CONFIG_KEYS.selfRegistrationEnabled),
    marketplaceEnabled: on(CONFIG_KEYS.marketplaceEnabled),
    allowAnonymousCourseView: on(CONFIG_KEYS.allowAnonymousCourseView),
    allowAnonymousEventView: on(CONFIG_KEYS.allowAnonymousEventView),
    certificatesEnabled: on(CONFIG_KEYS.certificatesEnabled),
    twoFactorEnabled: on(CONFIG_KEYS.twoFactorEnabled),
    landingPageEnabled: on(CONFIG_KEYS.landingPageEnabled),
  };
}
