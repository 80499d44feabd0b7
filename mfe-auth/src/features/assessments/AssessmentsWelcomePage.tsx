import { useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@halaqa/query';
import { useTranslation } from '@halaqa/i18n';
import { Link, useNavigate } from '@halaqa/router';
import { pathForRole, useOrganizationName } from '@halaqa/mfe-runtime';
import { Button } from '@halaqa/ui';
import { FormError } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout } from '../../auth-ui/AuthLayout';
import { EmptyState, QueryStates } from '../../auth-ui/PageStates';
import { errorText } from '../../session/error-text';
import { isPending, refreshAssessments, startAssessment, useAssessments, type Assessment } from './assessments-query';

const List = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/** /assessments: the onboarding welcome, with the assessments still to answer. */
export function AssessmentsWelcomePage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const organization = useOrganizationName();
  const assessments = useAssessments();
  return (
    <AuthLayout title={t('assessments.welcomeTitle', { organization })} lead={t('assessments.welcomeLead')} wide testId="assessments-welcome">
      <QueryStates query={assessments}>{(data) => <PendingList assessments={data.filter(isPending)} />}</QueryStates>
    </AuthLayout>
  );
}

function PendingList({ assessments }: { assessments: Assessment[] }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (assessments.length === 0) {
    // No way on to offer when the dashboard's area is switched off.
    const dashboard = pathForRole('dashboard');
    return (
      <EmptyState action={dashboard && <Button as={Link} to={dashboard}>{t('assessments.toDashboard')}</Button>}>
        {t('assessments.allDone')}
      </EmptyState>
    );
  }

  async function start(assessment: Assessment) {
    setFailure(null);
    setStarting(assessment.id);
    try {
      if (assessment.status === 'pending') await startAssessment(assessment.id);
      await refreshAssessments(queryClient);
      navigate(authPaths.assessment(assessment.id));
    } catch (error) {
      setFailure(errorText(t, error));
      setStarting(null);
    }
  }

  return (
    <>
      <FormError>{failure}</FormError>
      <List>
        {assessments.map((assessment) => (
          <Row key={assessment.id} data-testid={`assessment-${assessment.id}`}>
            <div>
              <h2>{t(`assessments.contexts.${assessment.context}`, { defaultValue: t('assessments.untitled') })}</h2>
              <p>{t('assessments.questionCount', { count: assessment.questions.length })}</p>
            </div>
            <Button type="button" onClick={() => void start(assessment)} disabled={starting !== null} data-testid={`start-assessment-${assessment.id}`}>
              {assessment.status === 'started' ? t('assessments.continue') : t('assessments.start')}
            </Button>
          </Row>
        ))}
      </List>
    </>
  );
}
