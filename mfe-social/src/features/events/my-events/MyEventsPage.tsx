import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useMyEvents } from '../../../api/events-queries';
import { socialPaths } from '../../../definition';
import { PagedEvents } from '../ui/PagedEvents';
import { PageFrame } from '@halaqa/ui/pages';

/** /social/my-events: the events the member holds a place on or waits for, soonest first. */
export function MyEventsPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  return (
    <PageFrame title={title ?? t('pages.myEvents')} testId="my-events-page">
      <PagedEvents
        useList={useMyEvents}
        heading={t('events.mine.heading')}
        label={t('events.mine.label')}
        empty={<>{t('events.mine.empty')} <Link to={socialPaths.events()}>{t('events.mine.browse')}</Link></>}
      />
    </PageFrame>
  );
}
