import styled from 'styled-components';
import type { PageProps } from '@halaqa/mfe-runtime';
import { useOrganization, useOrganizationName } from '@halaqa/mfe-runtime';
import { Button } from '@halaqa/ui';
import { QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { SUPPORT_NAMESPACE } from '../../../i18n/support-texts';
import { useAppLinks, type AppLinks } from '../api/app-links-query';
import { HelpPageFrame } from '../components/HelpPageFrame';
import { Panel } from '../components/Panel';
import { useSupportTexts } from '../use-support-texts';

const Section = styled(Panel)`
  margin-block-end: 24px;
  h2 { margin: 0 0 12px; font-size: 1.25rem; }
  h3 { margin: 20px 0 8px; font-size: 1.05rem; }
  p { margin: 0 0 12px; line-height: 1.6; }
  ol { margin: 0; padding-inline-start: 24px; line-height: 1.8; }
  .stores { display: flex; flex-wrap: wrap; gap: 12px; }
`;

function StoreLinks({ links }: { links: AppLinks }) {
  const { t } = useSupportTexts();
  if (!links.appStoreUrl && !links.playStoreUrl) return null;
  return (
    <Section as="section" aria-labelledby="download-stores-title" data-testid="app-store-links">
      <h2 id="download-stores-title">{t('download.stores')}</h2>
      <div className="stores">
        {links.appStoreUrl && <Button as="a" href={links.appStoreUrl} rel="noopener noreferrer" data-testid="app-store-link">{t('download.appStore')}</Button>}
        {links.playStoreUrl && <Button as="a" href={links.playStoreUrl} rel="noopener noreferrer" data-testid="play-store-link">{t('download.playStore')}</Button>}
      </div>
    </Section>
  );
}

/** The fallback that always applies: the site itself on a phone, and how to put it on the home screen. */
function BrowserInstructions() {
  const { t } = useSupportTexts();
  const organization = useOrganizationName();
  return (
    <Section as="section" aria-labelledby="download-browser-title" data-testid="browser-instructions">
      <h2 id="download-browser-title">{t('download.browserTitle')}</h2>
      <p>{t('download.browserBody', { organization })}</p>
      <h3>{t('download.iosTitle')}</h3>
      <ol><li>{t('download.ios1')}</li><li>{t('download.ios2')}</li><li>{t('download.ios3')}</li></ol>
      <h3>{t('download.androidTitle')}</h3>
      <ol><li>{t('download.android1')}</li><li>{t('download.android2')}</li><li>{t('download.android3')}</li></ol>
    </Section>
  );
}

/**
 * /download-the-app (spec section 2, members): the organization's app
 * store pages when it has configured them (configuration key
 * `mobile-app-links`), and always how to use the site on a phone.
 */
export function DownloadTheAppPage({ title }: PageProps) {
  const { t } = useSupportTexts();
  const organization = useOrganization();
  const links = useAppLinks(organization.id);
  return (
    <HelpPageFrame title={title ?? ''} lead={t('download.lead')} testId="download-the-app-page">
      <QueryStates query={links} namespace={SUPPORT_NAMESPACE} loading={<SkeletonRegion label={t('download.loading')}><SkeletonText lines={2} /></SkeletonRegion>}>
        {(found) => <StoreLinks links={found} />}
      </QueryStates>
      <BrowserInstructions />
    </HelpPageFrame>
  );
}
