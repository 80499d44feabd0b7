import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';
import { formatNumber } from '../shared/format';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-block-start: 16px;
`;

/** "2, 5 and 7" in the page's language. */
const listOf = (pages: readonly number[], language: 'en' | 'ar') =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(pages.map((page) => formatNumber(page, language)));

/**
 * Asks before the attempt is handed in, naming the questions still without
 * an answer and those flagged for another look.
 */
export function SubmitDialog({ unanswered, flagged, offline, onSubmit, onClose }: {
  unanswered: readonly number[]; flagged: readonly number[]; offline: boolean; onSubmit(): void; onClose(): void;
}) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  return (
    <Dialog title={t('submit.title')} onClose={onClose} testId="submit-dialog">
      {unanswered.length > 0
        ? <p data-testid="unanswered">{t('submit.unanswered', { count: unanswered.length, questions: listOf(unanswered, language) })}</p>
        : <p>{t('submit.allAnswered')}</p>}
      {flagged.length > 0 && <p data-testid="flagged">{t('submit.flagged', { count: flagged.length, questions: listOf(flagged, language) })}</p>}
      <p>{t('submit.final')}</p>
      {offline && <p>{t('submit.offlineNote')}</p>}
      <Actions>
        <Button type="button" onClick={onSubmit} data-testid="confirm-submit">{t('submit.confirm')}</Button>
        <Button type="button" $variant="ghost" onClick={onClose}>{t('submit.keepWorking')}</Button>
      </Actions>
    </Dialog>
  );
}
