import styled from 'styled-components';
import { useTranslation, usePageLanguage, numberFormat } from '@halaqa/i18n';
import { RichText, formatPercent } from '@halaqa/ui/pages';
import type { Submission } from './assignment-queries';
import { Badge, Badges } from './due-line';
import { formatDueDate } from './due-text';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  > li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  h3 { margin: 0 0 4px; font-size: 1rem; }
  h4 { margin: 12px 0 4px; font-size: 0.95rem; }
  .meta { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .grade { margin: 12px 0 0; font-weight: 700; }
  a { color: ${({ theme }) => theme.colors.primaryText}; overflow-wrap: anywhere; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  blockquote { margin: 4px 0; padding-inline-start: 12px; border-inline-start: 4px solid ${({ theme }) => theme.colors.warning}; }
`;

/** Every attempt, latest first: what was handed in, by whom, the grade and feedback, and a published copy-detection report. */
export function Attempts({ attempts, isGroup }: { attempts: Submission[]; isGroup: boolean }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="attempts-heading" data-testid="attempts">
      <h2 id="attempts-heading">{isGroup ? t('assignments.attempts.groupTitle') : t('assignments.attempts.title')}</h2>
      {attempts.length === 0 ? <p>{t('assignments.attempts.empty')}</p> : (
        <List>
          {attempts.map((attempt) => (
            <li key={attempt.id} data-testid="attempt">
              <h3>
                {t('assignments.attempts.attempt', { attempt: attempt.attempt })}
                <Badges>
                  {attempt.isLate && <Badge $tone="warning">{t('assignments.attempts.late')}</Badge>}
                  <Badge $tone={attempt.status === 'SUBMITTED' ? 'info' : 'success'} data-testid="attempt-status">
                    {t(`assignments.attempts.status.${attempt.status}`)}
                  </Badge>
                </Badges>
              </h3>
              <p className="meta">
                {formatDueDate(attempt.createdAt, language)}
                {isGroup && ` · ${t('assignments.attempts.by', { name: attempt.submittedBy.name })}`}
              </p>
              {attempt.body && <RichText html={attempt.body} />}
              {attempt.link && <p><a href={attempt.link} target="_blank" rel="noopener noreferrer" dir="ltr">{attempt.link}</a></p>}
              {attempt.files.length > 0 && (
                <>
                  <h4>{t('assignments.attempts.files')}</h4>
                  <ul>{attempt.files.map((file) => <li key={file.id}><a href={file.url} download={file.fileName} dir="auto">{file.fileName}</a></li>)}</ul>
                </>
              )}
              {attempt.grade !== null && <p className="grade" data-testid="attempt-grade">{t('assignments.attempts.grade', { grade: numberFormat(language).format(attempt.grade) })}</p>}
              {attempt.gradeComment && (
                <>
                  <h4>{t('assignments.attempts.feedback')}</h4>
                  <RichText html={attempt.gradeComment} testId="attempt-feedback" />
                </>
              )}
              {attempt.gradeFile && <p><a href={attempt.gradeFile.url} download={attempt.gradeFile.fileName} dir="auto">{attempt.gradeFile.fileName}</a></p>}
              {attempt.returnedAt && <p className="meta">{t('assignments.attempts.returned', { date: formatDueDate(attempt.returnedAt, language) })}</p>}
              {attempt.plagiarismReport && (
                <div data-testid="plagiarism-report">
                  <h4>{t('assignments.report.title')}</h4>
                  <p className="meta">{t('assignments.report.score', { score: formatPercent(attempt.plagiarismReport.score * 100, language) })}</p>
                  {attempt.plagiarismReport.passages.length === 0 ? <p className="meta">{t('assignments.report.none')}</p> : (
                    <>
                      <h4>{t('assignments.report.passages')}</h4>
                      {attempt.plagiarismReport.passages.map((passage, index) => <blockquote key={index} dir="auto">{passage}</blockquote>)}
                    </>
                  )}
                </div>
              )}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
