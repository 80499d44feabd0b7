import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PurchaseActionProps } from '@halaqa/contracts';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link, useLocation } from '@halaqa/router';
import { pathForRole } from '@halaqa/mfe-runtime';
import { rememberRoute } from '@halaqa/session';
import { failureText } from '@halaqa/ui/pages';
import { Button } from '@halaqa/ui';
import type { OkBody } from '@halaqa/api-client';
import type { Priced } from '../course-ui/course-types';
import { PriceTag } from '../course-ui/PriceTag';
import { formatDate, formatDateRange } from '../format/dates';
import { PurchaseSlot } from './PurchaseSlot';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; line-height: 1.5; }
  p:focus { outline: none; }
`;

const Note = styled.p<{ $tone?: 'muted' | 'success' | 'error' }>`
  color: ${({ theme, $tone = 'muted' }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.error : theme.colors.muted)};
  font-weight: ${({ $tone }) => ($tone === 'success' ? 600 : 400)};
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** What the caller can do about enrolling, as the API says it for a course or a specialization. */
export type EnrollmentState = OkBody<'getCourseOverview'>['enrollmentState'];

export interface EnrollmentDates {
  startEnrollmentDate?: string | null;
  endEnrollmentDate?: string | null;
  startDate?: string | null;
}

export interface EnrollAction {
  run(): void;
  isPending: boolean;
  error: unknown;
}

/**
 * The price and what the caller can do about enrolling, from the API's
 * `enrollmentState`: enroll (free and open), go to it (enrolled), or why
 * not (paid: the commerce area's purchase action; closed, full, not open:
 * with the dates; visitor: sign in, coming back here).
 */
export function EnrollmentBox({ state, item, purchase, dates = {}, enroll, enrolledAction, testId = 'enrollment-box' }: {
  state: EnrollmentState;
  item: Priced;
  /** What the purchase action buys when the item needs payment (the slot's props). */
  purchase?: PurchaseActionProps;
  dates?: EnrollmentDates;
  enroll: EnrollAction;
  /** The way in once enrolled (the course's link). */
  enrolledAction?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const location = useLocation();
  const enrolledNote = useRef<HTMLParagraphElement>(null);
  const enrolling = useRef(false);

  // After a click on Enroll the button is gone: the focus goes to the news that replaced it.
  useEffect(() => {
    if (state === 'ENROLLED' && enrolling.current) enrolledNote.current?.focus();
    enrolling.current = false;
  }, [state]);

  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, language) : null);
  const enrollmentWindow = formatDateRange(dates.startEnrollmentDate ?? null, dates.endEnrollmentDate ?? null, language);

  function body(): ReactNode {
    switch (state) {
      case 'ENROLLED':
        return (
          <>
            <Note $tone="success" ref={enrolledNote} tabIndex={-1} data-testid="enrolled-note">{t('enrollment.enrolled')}</Note>
            {enrolledAction}
          </>
        );
      case 'OPEN':
        return (
          <>
            {enrollmentWindow && <Note>{t('enrollment.window', { range: enrollmentWindow })}</Note>}
            <Button
              type="button"
              onClick={() => { enrolling.current = true; enroll.run(); }}
              disabled={enroll.isPending}
              aria-busy={enroll.isPending || undefined}
              data-testid="enroll-button"
            >
              {enroll.isPending ? t('enrollment.enrolling') : t('enrollment.enroll')}
            </Button>
            {enroll.error ? <Note $tone="error" role="alert" data-testid="enroll-error">{failureText(t, enroll.error, 'mfe-lms')}</Note> : null}
          </>
        );
      case 'PAYMENT_REQUIRED':
        return <PurchaseSlot item={purchase} unavailable={<Note data-testid="payment-required">{t('enrollment.paymentRequired')}</Note>} />;
      case 'NOT_OPEN':
        return <Note>{date(dates.startEnrollmentDate) ? t('enrollment.notOpen', { date: date(dates.startEnrollmentDate) }) : t('enrollment.notOpenUndated')}</Note>;
      case 'CLOSED':
        return <Note>{date(dates.endEnrollmentDate) ? t('enrollment.closed', { date: date(dates.endEnrollmentDate) }) : t('enrollment.closedUndated')}</Note>;
      case 'FULL':
        return <Note>{t('enrollment.full')}</Note>;
      case 'COMING_SOON':
        return <Note>{date(dates.startDate) ? t('enrollment.comingSoonDated', { date: date(dates.startDate) }) : t('enrollment.comingSoon')}</Note>;
      case 'SELF_ENROLLMENT_DISABLED':
        return <Note>{t('enrollment.selfEnrollmentDisabled')}</Note>;
      case 'SIGN_IN': {
        const login = pathForRole('login');
        return login && (
          <Button as={Link} to={login} onClick={() => rememberRoute(`${location.pathname}${location.search}`)} data-testid="sign-in-to-enroll">
            {t('enrollment.signIn')}
          </Button>
        );
      }
    }
  }

  return (
    <Box data-testid={testId} data-state={state} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`}>{t('enrollment.title')}</h2>
      <PriceTag item={item} large />
      <State aria-live="polite">{body()}</State>
    </Box>
  );
}
