import styled, { css } from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { Icon } from '../Icon';
import { pageWindow } from './page-window';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-inline: 8px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $current }) => $current && css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  `}
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  /* Chevrons point "forward" in the reading direction. */
  svg { transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')}; }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** The navigation landmark's name; defaults to "Pages". */
  label?: string;
  testId?: string;
}

/**
 * Page buttons with previous/next. Renders nothing for a single page. The
 * caller owns what a page change does (the URL, the focus).
 */
export function Pagination({ page, pageCount, onPageChange, label, testId = 'pagination' }: PaginationProps) {
  const { t, i18n } = useTranslation('common');
  if (pageCount <= 1) return null;
  const number = numberFormat(i18n.language);
  return (
    <nav aria-label={label ?? t('pagination.label')} data-testid={testId}>
      <List>
        <li>
          <PageButton type="button" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <Icon name="chevronLeft" />
          </PageButton>
        </li>
        {pageWindow(page, pageCount).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? <Gap aria-hidden="true">…</Gap> : (
              <PageButton
                type="button"
                $current={slot === page}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: number.format(slot) })}
                onClick={() => onPageChange(slot)}
              >
                {number.format(slot)}
              </PageButton>
            )}
          </li>
        ))}
        <li>
          <PageButton type="button" aria-label={t('pagination.next')} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            <Icon name="chevronRight" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
