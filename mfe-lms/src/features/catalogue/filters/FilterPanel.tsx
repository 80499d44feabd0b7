import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { toMajorUnits } from '@halaqa/ui/pages';
import { PlainFieldset } from '../../../forms/PlainFieldset';
import type { CourseLanguage, FilterOptions } from '../api/types';
import { controlCss } from '@halaqa/ui/pages';
import { hasFilters, withoutFilters, type CatalogueState } from './catalogue-url';
import { categoryRows } from './category-tree';

const Group = PlainFieldset;

const Choice = styled.label<{ $depth?: number }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-block-size: 44px;
  padding-inline-start: ${({ $depth = 0 }) => $depth * 20}px;
  cursor: pointer;
  input { inline-size: 18px; block-size: 18px; margin: 0; flex: none; }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  span.count { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-block-end: 8px;
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.9rem; }
  input { ${controlCss} }
`;

const PriceError = styled.p`
  margin: 0 0 8px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.error};
`;

const Count = ({ n }: { n: number }) => {
  const { i18n } = useTranslation();
  return <span className="count">({numberFormat(i18n.language).format(n)})</span>;
};

function CheckboxRow({ checked, onChange, depth, children, testId }: {
  checked: boolean; onChange(checked: boolean): void; depth?: number; children: ReactNode; testId?: string;
}) {
  return (
    <Choice $depth={depth}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
      <span>{children}</span>
    </Choice>
  );
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

/**
 * The catalogue filters: categories (children under their parent),
 * learning types, languages and a price range; every change applies at once
 * (the page goes back to page 1). Native checkboxes in labelled groups, so
 * Tab and Space work as everywhere.
 */
export function FilterPanel({ options, state, onChange }: {
  options: FilterOptions;
  state: CatalogueState;
  onChange(change: Partial<CatalogueState>): void;
}) {
  const { t } = useTranslation('mfe-lms');
  return (
    <div data-testid="filter-panel">
      {options.categories.length > 0 && (
        <Group>
          <legend>{t('filters.categories')}</legend>
          {categoryRows(options.categories).map((category) => (
            <CheckboxRow
              key={category.id}
              depth={category.depth}
              checked={state.categoryIds.includes(category.id)}
              onChange={(on) => onChange({ categoryIds: toggled(state.categoryIds, category.id, on) })}
              testId={`category-${category.id}`}
            >
              {category.name} <Count n={category.courseCount} />
            </CheckboxRow>
          ))}
        </Group>
      )}
      {options.learningTypes.length > 0 && (
        <Group>
          <legend>{t('filters.learningTypes')}</legend>
          {options.learningTypes.map((type) => (
            <CheckboxRow
              key={type.id}
              checked={state.learningTypeIds.includes(type.id)}
              onChange={(on) => onChange({ learningTypeIds: toggled(state.learningTypeIds, type.id, on) })}
              testId={`learning-type-${type.id}`}
            >
              {type.name} <Count n={type.courseCount} />
            </CheckboxRow>
          ))}
        </Group>
      )}
      {options.languages.length > 0 && (
        <Group>
          <legend>{t('filters.languages')}</legend>
          {options.languages.map(({ language, courseCount }) => (
            <CheckboxRow
              key={language}
              checked={state.languages.includes(language)}
              onChange={(on) => onChange({ languages: toggled<CourseLanguage>(state.languages, language, on) })}
              testId={`language-${language}`}
            >
              {t(`courseLanguage.${language}`)} <Count n={courseCount} />
            </CheckboxRow>
          ))}
        </Group>
      )}
      {options.priceRange.max > 0 && <PriceFilter options={options} state={state} onChange={onChange} />}
      {hasFilters(state) && (
        <Button type="button" $variant="ghost" onClick={() => onChange(withoutFilters(state))} data-testid="clear-filters">
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}

const priceText = (value: number | null) => (value === null ? '' : String(value));

/** Min and max in the currency's major units; applied with Enter or the button, as typing half a number must not search. */
function PriceFilter({ options, state, onChange }: {
  options: FilterOptions; state: CatalogueState; onChange(change: Partial<CatalogueState>): void;
}) {
  const { t } = useTranslation('mfe-lms');
  const id = useId();
  const [min, setMin] = useState(priceText(state.minPrice));
  const [max, setMax] = useState(priceText(state.maxPrice));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => { setMin(priceText(state.minPrice)); setMax(priceText(state.maxPrice)); setInvalid(false); }, [state.minPrice, state.maxPrice]);

  const currency = options.currencyCode;
  const low = Math.floor(toMajorUnits(options.priceRange.min, currency));
  const high = Math.ceil(toMajorUnits(options.priceRange.max, currency));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parse = (text: string) => (text.trim() === '' ? null : Number(text));
    const minPrice = parse(min);
    const maxPrice = parse(max);
    const bad = (v: number | null) => v !== null && (!Number.isFinite(v) || v < 0);
    if (bad(minPrice) || bad(maxPrice) || (minPrice !== null && maxPrice !== null && minPrice > maxPrice)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ minPrice, maxPrice });
  }

  return (
    <form onSubmit={submit} data-testid="price-filter" noValidate>
      <Group aria-describedby={invalid ? `${id}-error` : undefined}>
        <legend>{t('filters.price', { currency })}</legend>
        <PriceRow>
          <label>
            {t('filters.minPrice')}
            <input type="number" inputMode="decimal" min={0} step="any" value={min} placeholder={String(low)}
              aria-invalid={invalid || undefined} onChange={(event) => setMin(event.target.value)} data-testid="min-price" />
          </label>
          <label>
            {t('filters.maxPrice')}
            <input type="number" inputMode="decimal" min={0} step="any" value={max} placeholder={String(high)}
              aria-invalid={invalid || undefined} onChange={(event) => setMax(event.target.value)} data-testid="max-price" />
          </label>
        </PriceRow>
        {invalid && <PriceError id={`${id}-error`} role="alert">{t('filters.priceInvalid')}</PriceError>}
        <Button type="submit" $variant="ghost" data-testid="apply-price">{t('filters.applyPrice')}</Button>
      </Group>
    </form>
  );
}
