import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { RichText } from '@halaqa/ui/pages';
import { useCompleteSubsection } from '../../api/content-mutations';
import type { PlayerSubsection } from '../../api/types';
import { usePlayer } from '../../frame/player-context';
import { PlayerIcon } from '../../frame/PlayerIcon';

const Done = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-block-start: 24px;
  .done { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; color: ${({ theme }) => theme.colors.success}; }
  .error { color: ${({ theme }) => theme.colors.error}; }
`;

/** A text item: its body, and for members "Mark as done" (its completion rule). */
export function TextContent({ subsection }: { subsection: PlayerSubsection }) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, isLearner, course } = usePlayer();
  const complete = useCompleteSubsection(courseId);
  // The outline's tick is the truth after a completion (the item's own answer is not reloaded).
  const outlineItem = course.sections.flatMap((section) => section.subsections).find((item) => item.id === subsection.id);
  const completed = complete.data?.isCompleted ?? outlineItem?.isCompleted ?? subsection.isCompleted;
  return (
    <>
      {subsection.body ? <RichText html={subsection.body} testId="text-body" /> : null}
      {isLearner && (
        <Done>
          {completed ? (
            <span className="done" role="status" data-testid="marked-done"><PlayerIcon name="check" />{t('player.text.done')}</span>
          ) : (
            <Button type="button" onClick={() => complete.mutate(subsection.id)} disabled={complete.isPending} data-testid="mark-done">
              {t('player.text.markDone')}
            </Button>
          )}
          {complete.isError && <span className="error" role="alert">{t('player.text.markFailed')}</span>}
        </Done>
      )}
    </>
  );
}
