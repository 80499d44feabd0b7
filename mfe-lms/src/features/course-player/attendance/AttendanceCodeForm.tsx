import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { useLocation, useNavigate } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';
import { useRecordAttendance } from '../api/attendance-queries';
import { usePlayer } from '../frame/player-context';

/** The code shown in the room (and in its QR code): six digits. */
const CODE = /^\d{6}$/;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-inline-size: 360px;
  margin-block: 16px 32px;
  input {
    padding: 8px 12px; font: inherit; font-size: 1.4rem; letter-spacing: 0.3em; font-variant-numeric: tabular-nums; direction: ltr;
    color: inherit; background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px;
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .ok { margin: 0; color: ${({ theme }) => theme.colors.success}; font-weight: 600; }
  .row { display: flex; gap: 12px; align-items: center; }
`;

/** The message of a refused code: wrong or expired, no open session, too many tries. */
const ERROR_KEYS: Record<string, string> = {
  [ERROR_CODES.ATTENDANCE_CODE_INVALID]: 'player.attendance.errors.invalid',
  [ERROR_CODES.ATTENDANCE_NOT_OPEN]: 'player.attendance.errors.notOpen',
  [ERROR_CODES.ATTENDANCE_RATE_LIMITED]: 'player.attendance.errors.tooMany',
};

/**
 * The code given in the room. The QR code's deep link (`attendance?code=…`)
 * fills it in and sends it once; the code then leaves the address, so a
 * reload does not send it again.
 */
export function AttendanceCodeForm() {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const record = useRecordAttendance(courseId);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromLink = new URLSearchParams(search).get('code');
  const [code, setCode] = useState(() => (fromLink && CODE.test(fromLink) ? fromLink : ''));
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const messageId = useId();
  const sent = useRef(false);
  const { mutate } = record;

  useEffect(() => {
    if (sent.current || !fromLink) return;
    sent.current = true;
    const query = new URLSearchParams(search);
    query.delete('code');
    const rest = query.toString();
    navigate(rest ? `${pathname}?${rest}` : pathname, { replace: true });
    if (CODE.test(fromLink)) mutate(fromLink);
  }, [fromLink, mutate, navigate, pathname, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutate(code);
  };

  const errorKey = record.isError ? ERROR_KEYS[failureCode(record.error)] ?? 'player.attendance.errors.failed' : invalid ? 'player.attendance.errors.format' : null;
  return (
    <Form onSubmit={submit} noValidate data-testid="attendance-form">
      <label htmlFor={fieldId}>{t('player.attendance.codeLabel')}</label>
      <div className="row">
        <input
          id={fieldId}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={errorKey !== null}
          aria-describedby={messageId}
        />
        <Button type="submit" disabled={record.isPending}>{t('player.attendance.submit')}</Button>
      </div>
      <div id={messageId} aria-live="polite">
        {errorKey && <p className="error" data-testid="attendance-error">{t(errorKey)}</p>}
        {record.isSuccess && <p className="ok" data-testid="attendance-recorded">{t('player.attendance.recorded', { title: record.data.title })}</p>}
      </div>
    </Form>
  );
}
