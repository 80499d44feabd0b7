import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { CourseSort } from '../api/types';
import { SORTS } from '../filters/catalogue-url';
import { controlCss } from '@halaqa/ui/pages';

const Field = styled.div`
  flex: 0 1 220px;
  label { display: block; font-weight: 600; margin-block-end: 6px; }
  select { ${controlCss} }
`;

/** The order of the catalogue (a native select: the keyboard and readers know it). */
export function SortSelect({ value, onChange }: { value: CourseSort; onChange(sort: CourseSort): void }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <Field>
      <label htmlFor="catalogue-sort">{t('allCourses.sortLabel')}</label>
      <select id="catalogue-sort" value={value} onChange={(event) => {
        const sort = SORTS.find((s) => s === event.target.value);
        if (sort) onChange(sort);
      }} data-testid="catalogue-sort">
        {SORTS.map((sort) => <option key={sort} value={sort}>{t(`allCourses.sort.${sort}`)}</option>)}
      </select>
    </Field>
  );
}
