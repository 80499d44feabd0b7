import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { formatNumber } from '../shared/format';

export interface NavigatorPage {
  /** From 0, as the server counts (shown from 1). */
  page: number;
  answered: boolean;
  flagged: boolean;
  /** The member may go there now (the exam's navigation rules). */
  reachable: boolean;
}

const Nav = styled.nav`
  ol { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
  button {
    position: relative;
    min-inline-size: 44px;
    min-block-size: 44px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[data-answered='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; border-color: ${({ theme }) => theme.colors.primary}; }
  button[aria-current='step'] { outline: 3px solid ${({ theme }) => theme.colors.text}; outline-offset: 2px; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  button:disabled { cursor: not-allowed; opacity: 0.55; }
  .flag {
    position: absolute;
    inset-block-start: -6px;
    inset-inline-end: -6px;
    inline-size: 14px;
    block-size: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.warning};
    border: 2px solid ${({ theme }) => theme.colors.surface};
  }
  .legend { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

/**
 * The questions of the attempt as numbered buttons: answered ones filled,
 * flagged ones marked, the current one outlined. Each button's name says
 * all of it in words; pages the exam does not let the member reach are disabled.
 */
export function Navigator({ pages, current, onGo }: { pages: readonly NavigatorPage[]; current: number | null; onGo(page: number): void }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  return (
    <Nav aria-label={t('navigator.label')} data-testid="navigator">
      <ol>
        {pages.map((page) => {
          const states = [page.answered ? t('navigator.answered') : t('navigator.unanswered'), ...(page.flagged ? [t('navigator.flagged')] : [])];
          return (
            <li key={page.page}>
              <button
                type="button"
                aria-current={page.page === current ? 'step' : undefined}
                data-answered={page.answered}
                data-flagged={page.flagged}
                disabled={!page.reachable && page.page !== current}
                aria-label={t('navigator.page', { number: formatNumber(page.page + 1, language), states: states.join(t('navigator.separator')) })}
                onClick={() => onGo(page.page)}
              >
                {formatNumber(page.page + 1, language)}
                {page.flagged && <span className="flag" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="legend" aria-hidden="true">
        <span>{t('navigator.legendAnswered')}</span>
        <span>{t('navigator.legendFlagged')}</span>
      </p>
    </Nav>
  );
}
