import { useTranslation } from '@halaqa/i18n';
import { useOrganizationName } from '@halaqa/mfe-runtime';
import { EmptyState } from '@halaqa/ui/pages';

/**
 * The events tab of the favorites page (favorites.tabs@1). Events, and with
 * them favorite events, come with the social issue; until then the tab says
 * so rather than showing an empty list that looks final.
 */
export default function FavoriteEvents() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="favorite-events">
      <EmptyState>
        <strong>{t('notAvailable.title')}.</strong> {t('notAvailable.body', { organization: useOrganizationName() })}
      </EmptyState>
    </div>
  );
}
