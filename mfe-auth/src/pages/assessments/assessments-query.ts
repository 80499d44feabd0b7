import { useQuery, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@halaqa/api-client';
import { api, ASSESSMENTS_QUERY_KEY } from '@halaqa/session';

/** GET org-assessments-management (docs/design/identity-api.md). */
export interface AssessmentOption {
  id: number;
  text: string;
  textAr: string | null;
  from: number | null;
  to: number | null;
  description: string | null;
}
export interface AssessmentQuestion {
  id: number;
  title: string;
  titleAr: string;
  isMultiple: boolean;
  context: string;
  description: string | null;
  options: AssessmentOption[];
}
export interface Assessment {
  id: number;
  context: string;
  status: 'pending' | 'started' | 'completed';
  questions: AssessmentQuestion[];
}

export { ASSESSMENTS_QUERY_KEY };

export function useAssessments() {
  return useQuery({
    queryKey: ASSESSMENTS_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/org-assessments-management')) as Promise<Assessment[]>,
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
