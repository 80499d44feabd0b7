import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { controlCss, toMajorUnits } from '@halaqa/ui/pages';
import type { Language } from '@halaqa/contracts';
import type { FilterOptions } from '../../../api/coaching-types';
import { languageName } from '../ui/labels';
import { WITHIN_DAYS, type DirectoryState } from './directory-url';

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-block-end: 8px; font-weight: 700; }
  label { display: flex; flex-direction: column; gap: 6px; flex: 1 1 150px; font-weight: 600; }
  label.check { flex-direction: row; align-items: center; min-block-size: 44px; }
`;

const Select = styled.select`${controlCss}`;
const Input = styled.input`${controlCss}`;

/** A whole number of riyals typed in a box, applied when the person leaves it or presses Enter. */
function PriceBox({ label, value, onApply, testId, placeholder }: {
  label: string; value: number | null; onApply(value: number | null): void; testId: string; placeholder: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const apply = () => {
    const trimmed = text.trim();
    const next = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
    if (next !== value) onApply(next);
    else setText(value === null ? '' : String(value));
  };
  return (
    <label>
      {label}
      <Input
        type="number" inputMode="numeric" min={0} step={1} value={text} placeholder={placeholder} data-testid={testId}
        onChange={(event) => setText(event.target.value)} onBlur={apply}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => { if (event.key === 'Enter') { event.preventDefault(); apply(); } }}
      />
    </label>
  );
}

/** The directory's filters, their choices from GET coaches/filter-options; "any" is the empty choice. */
export function CoachFilters({ state, options, onChange }: {
  state: DirectoryState; options: FilterOptions | undefined; onChange(change: Partial<DirectoryState>): void;
}) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const language = i18n.language as Language;
  return (
    <Fields data-testid="coach-filters">
      <legend>{t('directory.filters.title')}</legend>
      <label>
        {t('directory.filters.specialty')}
        <Select value={state.specialtyId ?? ''} onChange={(event) => onChange({ specialtyId: event.target.value ? Number(event.target.value) : null })} data-testid="filter-specialty">
          <option value="">{t('directory.filters.any')}</option>
          {options?.specialties.map((specialty) => <option key={specialty.id} value={specialty.id}>{specialty.name}</option>)}
        </Select>
      </label>
      <label>
        {t('directory.filters.language')}
        <Select value={state.language ?? ''} onChange={(event) => onChange({ language: event.target.value || null })} data-testid="filter-language">
          <option value="">{t('directory.filters.any')}</option>
          {options?.languages.map((code) => <option key={code} value={code}>{languageName(code, language)}</option>)}
        </Select>
      </label>
      <PriceBox
        label={t('directory.filters.minPrice')} value={state.minPrice} onApply={(minPrice) => onChange({ minPrice })} testId="filter-min-price"
        placeholder={options ? String(Math.floor(toMajorUnits(options.price.min, 'SAR'))) : ''}
      />
      <PriceBox
        label={t('directory.filters.maxPrice')} value={state.maxPrice} onApply={(maxPrice) => onChange({ maxPrice })} testId="filter-max-price"
        placeholder={options ? String(Math.ceil(toMajorUnits(options.price.max, 'SAR'))) : ''}
      />
      <label>
        {t('directory.filters.within')}
        <Select value={state.availableWithinDays ?? ''} onChange={(event) => onChange({ availableWithinDays: event.target.value ? Number(event.target.value) : null })} data-testid="filter-within">
          <option value="">{t('directory.filters.anyTime')}</option>
          {WITHIN_DAYS.map((days) => <option key={days} value={days}>{t('directory.filters.withinDays', { count: days })}</option>)}
        </Select>
      </label>
      <label className="check">
        <input type="checkbox" checked={state.freeSession} onChange={(event) => onChange({ freeSession: event.target.checked })} data-testid="filter-free" />
        {t('directory.filters.free')}
      </label>
    </Fields>
  );
}
