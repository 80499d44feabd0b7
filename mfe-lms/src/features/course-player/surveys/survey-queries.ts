import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { OkBody } from '@halaqa/api-client';

export type SurveyPage = OkBody<'listSurveys'>;
export type Survey = OkBody<'getSurvey'>;
export type SurveyKind = 'SURVEY' | 'POLL';
export type SurveyResults = NonNullable<Survey['results']>;

export const SURVEYS_TAKE = 10;

const keys = {
  list: (courseId: number, kind: SurveyKind, page: number) => ['lms', 'courses', courseId, 'surveys', 'list', kind, page] as const,
  one: (courseId: number, surveyId: number) => ['lms', 'courses', courseId, 'surveys', 'one', surveyId] as const,
};

export function useSurveys(courseId: number, kind: SurveyKind, page: number) {
  return useQuery({
    queryKey: keys.list(courseId, kind, page),
    queryFn: (): Promise<SurveyPage> => unwrap(api.GET('/api/courses/{courseId}/surveys', {
      params: { path: { courseId }, query: { type: kind, skip: (page - 1) * SURVEYS_TAKE, take: SURVEYS_TAKE } },
    })),
    placeholderData: keepPreviousData,
  });
}

export function useSurvey(courseId: number, surveyId: number) {
  return useQuery({
    queryKey: keys.one(courseId, surveyId),
    queryFn: (): Promise<Survey> => unwrap(api.GET('/api/courses/{courseId}/surveys/{surveyId}', { params: { path: { courseId, surveyId } } })),
  });
}

/** The vote answers the survey as it is now (with results when the member may see them): it replaces the cached one. */
export function useVote(courseId: number, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choiceIds: number[]): Promise<Survey> => unwrap(api.POST('/api/courses/{courseId}/surveys/{surveyId}/votes', {
      params: { path: { courseId, surveyId } }, body: { choiceIds },
    })),
    onSuccess: async (survey) => {
      queryClient.setQueryData(keys.one(courseId, surveyId), survey);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lms', 'courses', courseId, 'surveys', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['lms', 'courses', courseId, 'player'] }),
      ]);
    },
  });
}

export function useSuggestChoice(courseId: number, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => unwrap(api.POST('/api/courses/{courseId}/surveys/{surveyId}/choices', {
      params: { path: { courseId, surveyId } }, body: { text },
    })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.one(courseId, surveyId) }),
  });
}
