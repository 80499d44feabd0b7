import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useMyEvents } from '../../../api/events-queries';
import { socialPaths } from '../../../definition';
import { EventsFrame } from '../ui/EventsFrame';
import { PagedEvents } from '../ui/PagedEvents';

/** /social/my-events: the events the member holds a place on or waits for, soonest first. */
export function MyEventsPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  return (
    <EventsFrame title={title ?? t('pages.myEvents')} testId="my-events-page">
      <PagedEvents
        useList={useMyEvents}
        heading={t('events.mine.heading')}
        label={t('events.mine.label')}
        empty={<>{t('events.mine.empty')} <Link to={socialPaths.events()}>{t('events.mine.browse')}</Link></>}
      />
    </EventsFrame>
  );
}
