import { addNamespace, useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { useFavoriteEvents } from '../api/events-queries';
import { socialPaths } from '../definition';
import { PagedEvents } from '../features/events/ui/PagedEvents';
import eventsEn from '../i18n/events.en.json';
import eventsAr from '../i18n/events.ar.json';

// Rendered inside another area's page (the favorites page of mfe-lms): it brings its own texts.
addNamespace('mfe-social', { en: { events: eventsEn }, ar: { events: eventsAr } });

/** The events tab of the favorites page (favorites.tabs@1): the member's favorite events, a page at a time. */
export default function FavoriteEvents() {
  const { t } = useTranslation('mfe-social');
  return (
    <div data-testid="favorite-events">
      <PagedEvents
        useList={useFavoriteEvents}
        heading={t('events.favorites.heading')}
        label={t('events.favorites.label')}
        empty={<>{t('events.favorites.empty')} <Link to={socialPaths.events()}>{t('events.mine.browse')}</Link></>}
      />
    </div>
  );
}
