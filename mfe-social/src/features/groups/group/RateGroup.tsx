import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useRateGroup } from '../../../api/groups-queries';
import { groupFailureText } from '../ui/failure';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; font-weight: 600; margin-block-end: 4px; }
  label { display: inline-flex; align-items: center; gap: 4px; min-block-size: 44px; cursor: pointer; }
  .error { margin: 0; inline-size: 100%; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

/** An accepted member rates the group from 1 to 5 (radio buttons: arrows move and choose). */
export function RateGroup({ groupId, myRating }: { groupId: number; myRating: number | null }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const rate = useRateGroup(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (rating: number) => {
    setProblem(null);
    rate.mutate(rating, { onError: (error) => setProblem(groupFailureText(t, error)) });
  };
  const current = rate.isPending ? rate.variables : myRating;
  return (
    <Fieldset data-testid="rate-group">
      <legend>{t('groups.rating.legend')}</legend>
      {[1, 2, 3, 4, 5].map((value) => (
        <label key={value}>
          <input type="radio" name={`rating-${groupId}`} value={value} checked={current === value} disabled={rate.isPending} onChange={() => choose(value)} />
          {t('groups.rating.stars', { count: value })}
        </label>
      ))}
      {problem && <p className="error" role="alert">{problem}</p>}
    </Fieldset>
  );
}
