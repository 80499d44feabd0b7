import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { LANDING_NAMESPACES } from '../i18n/exam-texts';
import type { ExamLanding } from '../api/types';
import { formatDateTime } from '../shared/format';
import { Panel } from '../shared/ui';

const Rules = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  line-height: 1.7;
`;

/** The exam's rules in words, from its settings: what the member should know before starting. */
export function ExamRules({ data }: { data: ExamLanding }) {
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const { exam } = data;
  const s = exam.settings;
  const rules: Array<[key: string, text: string]> = [
    ['questions', t('rules.questions', { count: exam.questionCount })],
    ['time', s.hasTimeLimit && s.timeLimitInMinutes ? t('rules.timeLimit', { count: s.timeLimitInMinutes }) : t('rules.untimed')],
  ];
  if (s.hasPassingScore && s.passingScorePercentage !== null) rules.push(['pass', t('rules.passingScore', { percent: s.passingScorePercentage })]);
  rules.push(['navigation', !s.oneQuestionAtATime ? t('rules.allAtOnce') : s.multiDirectional ? t('rules.oneAtATimeBack') : t('rules.oneAtATimeForward')]);
  if (!s.allowRetake) rules.push(['attempts', t('rules.oneAttempt')]);
  else if (s.maxAttempts === null) rules.push(['attempts', t('rules.unlimitedAttempts')]);
  else rules.push(['attempts', t('rules.maxAttempts', { count: s.maxAttempts })]);
  if (s.allowRetake && s.retakeIntervalInMinutes) rules.push(['interval', t('rules.retakeInterval', { count: s.retakeIntervalInMinutes })]);
  if (s.allowRetake) rules.push(['method', t(`rules.method.${s.gradingMethod}`)]);
  if (s.showCorrectAnswerInstantly) rules.push(['instant', t('rules.instantFeedback')]);
  rules.push(['review', s.showCorrectAnswerOnReview ? t('rules.reviewCorrect') : t('rules.reviewNoCorrect')]);
  rules.push(['result', s.showResultAtEnd ? t('rules.resultAtEnd') : t('rules.resultLater')]);
  if (s.isCheatDetectionEnabled) rules.push(['cheat', t('rules.cheatDetection')]);
  if (exam.availableTo) rules.push(['closes', t('rules.closes', { date: formatDateTime(exam.availableTo, language) })]);
  return (
    <Panel aria-labelledby="exam-rules-title" data-testid="exam-rules">
      <h2 id="exam-rules-title">{t('rules.title')}</h2>
      <Rules>{rules.map(([key, text]) => <li key={key} data-rule={key}>{text}</li>)}</Rules>
    </Panel>
  );
}
