import styled, { useTheme } from 'styled-components';
import { numberFormat } from '@halaqa/i18n';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.div`
  flex: 1;
  block-size: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

// The fill is a block at the start edge, so it grows from the right on Arabic pages.
const Fill = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primaryText};
  border-radius: 4px;
`;

/** `value` in 0..100 as "42%" in the page language. */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/**
 * A labelled progress bar for a value from 0 to 100, with the percentage
 * written beside it (the bar alone says nothing to a screen reader or at a glance).
 */
export function ProgressBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  const { language } = useTheme();
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  const text = formatPercent(clamped, language);
  return (
    <Row data-testid={testId}>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} aria-valuetext={text}>
        <Fill style={{ width: `${clamped}%` }} />
      </Track>
      <span aria-hidden="true">{text}</span>
    </Row>
  );
}
