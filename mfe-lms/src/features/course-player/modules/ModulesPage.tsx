import styled, { useTheme } from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, ProgressBar, VisuallyHidden } from '@halaqa/ui/pages';
import { lockText } from '../frame/lock-text';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerIcon } from '../frame/PlayerIcon';
import type { PlayerChildProps } from '../player-child';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 16px;
  > li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  .why { margin: 0 0 8px; color: ${({ theme }) => theme.colors.muted}; display: flex; gap: 6px; align-items: center; }
  ul { margin: 12px 0 0; padding: 0; list-style: none; }
  ul li { display: flex; align-items: center; gap: 8px; min-block-size: 40px; }
  ul li .done { color: ${({ theme }) => theme.colors.success}; display: inline-flex; }
  ul li .todo, ul li .locked { color: ${({ theme }) => theme.colors.muted}; display: inline-flex; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  .optional { font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** modules: every section (the organization's word for module) with its items and the member's progress in it. */
export function ModulesPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { language } = useTheme();
  const { course, paths } = usePlayer();
  return (
    <div data-testid="course-modules">
      <PlayerHeading>{title ?? t('pages.courseModules')}</PlayerHeading>
      {course.sections.length === 0 ? <EmptyState>{t('player.modules.empty')}</EmptyState> : (
        <List>
          {course.sections.map((section) => (
            <li key={section.id} data-testid={`module-${section.id}`}>
              <h2 dir="auto">{section.name}</h2>
              {section.lock && <p className="why"><PlayerIcon name="lock" />{lockText(t, section.lock, language)}</p>}
              {section.progress && section.progress.requiredWeight > 0 && (
                <ProgressBar value={section.progress.percent} label={t('player.modules.progress', { name: section.name })} />
              )}
              <ul>
                {section.subsections.map((item) => {
                  const status = item.lock ? 'locked' : item.isCompleted === null ? null : item.isCompleted ? 'done' : 'todo';
                  return (
                    <li key={item.id}>
                      {status && <span className={status}><PlayerIcon name={status === 'locked' ? 'lock' : status === 'done' ? 'check' : 'circle'} /></span>}
                      <Link to={paths.content(item.id)} dir="auto">{item.name}</Link>
                      {status === 'done' && <VisuallyHidden>{t('player.outline.completed')}</VisuallyHidden>}
                      {item.lock && <VisuallyHidden>{lockText(t, item.lock, language)}</VisuallyHidden>}
                      {item.isOptional && <span className="optional">{t('player.outline.optional')}</span>}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
