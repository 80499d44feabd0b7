import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { controlCss } from '@halaqa/ui/pages';
import { LANGUAGES, PRICES, TYPES, WHENS, type EventsState } from './events-url';

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-block-end: 8px; font-weight: 700; }
  label { display: flex; flex-direction: column; gap: 6px; flex: 1 1 160px; font-weight: 600; }
`;

const Select = styled.select`${controlCss}`;

/** The list's filters: when, where (online or on site), language and price; "any" is the empty choice. */
export function EventFilters({ state, onChange }: { state: EventsState; onChange(change: Partial<EventsState>): void }) {
  const { t } = useTranslation('mfe-social');
  return (
    <Fields data-testid="events-filters">
      <legend>{t('events.filters.title')}</legend>
      <label>
        {t('events.filters.when')}
        <Select value={state.when} onChange={(event) => onChange({ when: event.target.value as EventsState['when'] })} data-testid="filter-when">
          {WHENS.map((when) => <option key={when} value={when}>{t(`events.when.${when}`)}</option>)}
        </Select>
      </label>
      <label>
        {t('events.filters.type')}
        <Select value={state.type ?? ''} onChange={(event) => onChange({ type: (event.target.value || null) as EventsState['type'] })} data-testid="filter-type">
          <option value="">{t('events.filters.any')}</option>
          {TYPES.map((type) => <option key={type} value={type}>{t(`events.type.${type}`)}</option>)}
        </Select>
      </label>
      <label>
        {t('events.filters.language')}
        <Select value={state.language ?? ''} onChange={(event) => onChange({ language: (event.target.value || null) as EventsState['language'] })} data-testid="filter-language">
          <option value="">{t('events.filters.any')}</option>
          {LANGUAGES.map((language) => <option key={language} value={language}>{t(`events.language.${language}`)}</option>)}
        </Select>
      </label>
      <label>
        {t('events.filters.price')}
        <Select value={state.price ?? ''} onChange={(event) => onChange({ price: (event.target.value || null) as EventsState['price'] })} data-testid="filter-price">
          <option value="">{t('events.filters.any')}</option>
          {PRICES.map((price) => <option key={price} value={price}>{t(`events.price.${price}`)}</option>)}
        </Select>
      </label>
    </Fields>
  );
}
