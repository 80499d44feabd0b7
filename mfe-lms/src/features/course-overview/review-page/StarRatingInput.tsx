import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { STAR_PATH, VisuallyHidden } from '@halaqa/ui/pages';
import { PlainFieldset } from '../../../forms/PlainFieldset';


const Stars = styled.div`
  display: inline-flex;
  gap: 4px;
`;

/** The radio stays in the page (keyboard, readers); the star drawn by its label is what the eye sees. */
const Radio = styled.input`
  position: absolute;
  opacity: 0;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
  &:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const StarLabel = styled.label<{ $lit: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ $lit, theme }) => ($lit ? theme.colors.rating : theme.colors.muted)};
  cursor: pointer;
  svg path { fill: ${({ $lit }) => ($lit ? 'currentColor' : 'none')}; }
`;

const Error = styled.div`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.error};
`;


/**
 * A 1–5 rating as five native radios drawn as stars: Tab enters the group,
 * the arrow keys move and choose, each star is named "3 stars".
 */
export function StarRatingInput({ name, value, onChange, legend, error }: {
  name: string;
  value: number;
  onChange(value: number): void;
  legend: string;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation('mfe-lms');
  const id = useId();
  const number = numberFormat(i18n.language);
  return (
    <PlainFieldset role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid="rating-input">
      <legend>{legend}</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((stars) => (
          <span key={stars}>
            <Radio type="radio" id={`${id}-${stars}`} name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <StarLabel htmlFor={`${id}-${stars}`} $lit={stars <= value}>
              <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              </svg>
              <VisuallyHidden>{t('reviewForm.stars', { count: stars, formattedCount: number.format(stars) })}</VisuallyHidden>
            </StarLabel>
          </span>
        ))}
      </Stars>
      {error && <Error id={`${id}-error`} data-testid="field-error">{error}</Error>}
    </PlainFieldset>
  );
}
