import { useQuery, type QueryClient } from '@halaqa/query';
import { unwrap, type operations } from '@halaqa/api-client';
import { api, ASSESSMENTS_QUERY_KEY } from '@halaqa/session';

/** GET org-assessments-management, as the API's OpenAPI document describes it. */
export type Assessment = operations['listAssessments']['responses'][200]['content']['application/json'][number];
export type AssessmentQuestion = Assessment['questions'][number];
export type AssessmentOption = AssessmentQuestion['options'][number];


export function useAssessments() {
  return useQuery({
    queryKey: ASSESSMENTS_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/org-assessments-management')),
  });
}

export const isPending = (assessment: Assessment) => assessment.status !== 'completed';

/**
 * After answers are saved the shell's guard (step 10) must see the new
 * status before the member moves on, or it sends them straight back: it
 * reads the same query, so refetching it (and waiting) is enough.
 */
export function refreshAssessments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ASSESSMENTS_QUERY_KEY });
}

export async function startAssessment(assessmentId: number) {
  await unwrap(api.POST('/api/org-assessments-management/{assessmentId}/start', { params: { path: { assessmentId } } }));
}
