import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, RichText, pageCountOf } from '@halaqa/ui/pages';
import { routeIdOf } from '../../../route-id';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerList, PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { ResultsChart } from './ResultsChart';
import { SuggestChoice } from './SuggestChoice';
import { SURVEYS_TAKE, useSurvey, useSurveys, type Survey, type SurveyKind } from './survey-queries';
import { VoteForm } from './VoteForm';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.p`
  font-weight: 600;
`;

const kindOf = (page: PlayerChildProps['page']): SurveyKind => (page === 'coursePolls' || page === 'coursePoll' ? 'POLL' : 'SURVEY');

/** surveys and polls: the course's surveys (or polls), in outline order, with whether the member voted. */
export function SurveysPage({ page: route, title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths, isLearner } = usePlayer();
  const kind = kindOf(route);
  const [page, setPage] = useState(1);
  const surveys = useSurveys(courseId, kind, page);
  return (
    <div data-testid="course-surveys">
      <PlayerHeading>{title ?? t(kind === 'POLL' ? 'pages.coursePolls' : 'pages.courseSurveys')}</PlayerHeading>
      <QueryStates query={surveys} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ count, data }) => data.length === 0 ? <EmptyState>{t(kind === 'POLL' ? 'surveys.emptyPolls' : 'surveys.empty')}</EmptyState> : (
          <>
            <PlayerList>
              {data.map((survey) => (
                <li key={survey.id} data-testid="survey">
                  <h2 dir="auto"><Link to={kind === 'POLL' ? paths.poll(survey.id) : paths.survey(survey.id)}>{survey.title}</Link></h2>
                  <p>
                    {t('surveys.choices', { count: survey.choiceCount })}
                    {isLearner && survey.voted !== null && ` · ${survey.voted ? t('surveys.voted') : t('surveys.notVoted')}`}
                  </p>
                </li>
              ))}
            </PlayerList>
            <Pagination page={page} pageCount={pageCountOf(count, SURVEYS_TAKE)} onPageChange={setPage} label={t('surveys.pages')} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function Results({ survey }: { survey: Survey }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <section>
      <h2>{t('surveys.results')}</h2>
      {survey.results ? <ResultsChart results={survey.results} />
        : survey.resultsHiddenReason && <Note data-testid="results-hidden">{t(`surveys.hidden.${survey.resultsHiddenReason}`)}</Note>}
    </section>
  );
}

/** surveys/{id} and polls/{id}: the question, the ballot (once), suggestions where allowed, the results when they may be seen. */
export function SurveyPage({ page: route, params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths, isLearner } = usePlayer();
  const kind = kindOf(route);
  const surveyId = routeIdOf(params.surveyId) ?? 0;
  const survey = useSurvey(courseId, surveyId);
  return (
    <article data-testid="course-survey">
      <QueryStates query={survey} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(item) => {
          const mine = item.myVote.choiceIds ? item.choices.filter((choice) => item.myVote.choiceIds!.includes(choice.id)).map((choice) => choice.text) : [];
          return (
            <>
              <PlayerHeading>{item.title}</PlayerHeading>
              {item.description && <RichText html={item.description} testId="survey-description" />}
              {item.settings.isAnonymous && <Note>{t('surveys.anonymous')}</Note>}
              {item.canVote && <VoteForm courseId={courseId} survey={item} />}
              {item.canVote && item.settings.allowPollChoiceSuggestion && <SuggestChoice courseId={courseId} surveyId={item.id} />}
              {item.myVote.voted && (
                <Status role="status" data-testid="voted">
                  {t('surveys.thanks')}{mine.length > 0 && ` ${t('surveys.yourChoices', { choices: mine.join('، ') })}`}
                </Status>
              )}
              {!isLearner && <Note>{t('surveys.staff')}</Note>}
              <Results survey={item} />
            </>
          );
        }}
      </QueryStates>
      <p><Link to={kind === 'POLL' ? paths.polls() : paths.surveys()}>{t(kind === 'POLL' ? 'surveys.allPolls' : 'surveys.allSurveys')}</Link></p>
    </article>
  );
}
