import styled from 'styled-components';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { FormikTextField } from '@halaqa/ui/forms';
import type { TimeRange } from '../../../api/coaching-types';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  > div { flex: 0 1 140px; }
`;

const Problem = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.error};
`;

export const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** Several "from – to" ranges of one day, HH:MM each, added and removed; `label` names the day. */
export function RangesField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('mfe-coaching');
  const { values, errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const ranges = (getIn(values, name) as TimeRange[] | undefined) ?? [];
  const whole = getIn(errors, name) as unknown;
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div role="group" aria-label={label} data-testid={`ranges-${name}`}>
          {ranges.length === 0 ? <p>{t('availability.closed')}</p> : null}
          {ranges.map((_, index) => (
            <Row key={index}>
              <FormikTextField name={`${name}.${index}.start`} label={t('availability.from')} placeholder="HH:MM" inputMode="numeric" dir="ltr" maxLength={5} />
              <FormikTextField name={`${name}.${index}.end`} label={t('availability.to')} placeholder="HH:MM" inputMode="numeric" dir="ltr" maxLength={5} />
              <Button type="button" $variant="ghost" onClick={() => helpers.remove(index)} aria-label={t('availability.removeRange', { day: label, index: index + 1 })}>
                {t('availability.remove')}
              </Button>
            </Row>
          ))}
          {typeof whole === 'string' && submitCount > 0 ? <Problem role="alert">{t(whole.replace('mfe-coaching:', ''))}</Problem> : null}
          <Button type="button" $variant="secondary" onClick={() => helpers.push({ ...NEW_RANGE })} aria-label={t('availability.addRangeTo', { day: label })}>
            {t('availability.addRange')}
          </Button>
        </div>
      )}
    </FieldArray>
  );
}
