import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureCode, LoadingState } from '@halaqa/ui/pages';
import { useCheckIn } from '../../../api/events-mutations';
import { useAttendanceItems } from '../../../api/events-queries';
import type { CheckInAnswer, EventDetails } from '../../../api/events-types';
import { controlCss } from '@halaqa/ui/pages';
import { EventsFailure } from '../ui/EventsFailure';
import { formatMoment } from '../ui/format';
import { AttendeeTable } from './AttendeeTable';
import { CameraScan } from './CameraScan';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-inline-size: 640px;
  margin-block-end: 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  label { display: block; font-weight: 600; margin-block-end: 6px; }
  .hint { margin: 0 0 6px; font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; }
  h2 { margin: 0; font-size: 1.2rem; }
`;

const Select = styled.select`${controlCss}`;
const Input = styled.input`${controlCss} direction: ltr;`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  font-weight: 700;
  background: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.errorSurface)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.onSuccess : theme.colors.error)};
`;

type Result = { ok: true; answer: CheckInAnswer } | { ok: false; code: string };

/** Codes the desk explains in its own words (a bad ticket, another event's, used, cancelled). */
const EXPLAINED = new Set(['evt-005', 'evt-006', 'evt-007', 'evt-008', 'evt-009', 'req-001']);

/** The check-in form (attendance item, ticket code typed, pasted or scanned) with its outcome, then the attendees. */
export function CheckInDesk({ event }: { event: EventDetails }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const language = usePageLanguage();
  const items = useAttendanceItems(event.id);
  const checkIn = useCheckIn(event.id);
  const [itemId, setItemId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { item: useId(), code: useId(), hint: useId() };

  // The first item (the earliest) is chosen until the host picks another.
  const first = items.data?.[0]?.id ?? null;
  useEffect(() => { if (itemId === null && first !== null) setItemId(first); }, [first, itemId]);

  if (items.isPending) return <LoadingState />;
  if (items.isError) return <EventsFailure error={items.error} onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) return <p data-testid="no-attendance-items">{t('events.checkIn.noItems')}</p>;

  function submit(formEvent?: FormEvent, scanned?: string) {
    formEvent?.preventDefault();
    const ticketCode = (scanned ?? code).trim();
    if (!ticketCode || itemId === null || checkIn.isPending) {
      if (!ticketCode) setResult({ ok: false, code: 'empty' });
      codeInput.current?.focus();
      return;
    }
    checkIn.mutate({ attendanceItemId: itemId, code: ticketCode }, {
      onSuccess: (answer) => {
        setResult({ ok: true, answer });
        setCode('');
      },
      onError: (error) => setResult({ ok: false, code: failureCode(error) }),
      // Ready for the next ticket: the focus stays in (or comes back to) the code field.
      onSettled: () => codeInput.current?.focus(),
    });
  }

  const outcome = result === null ? null
    : result.ok
      ? t('events.checkIn.done', { name: result.answer.member.name, at: formatMoment(result.answer.checkedInAt, language) })
      : result.code === 'empty' ? t('events.checkIn.emptyCode')
        : EXPLAINED.has(result.code) ? t(`events.errors.${result.code}`) : t('somethingWentWrong', { ns: 'common' });

  return (
    <>
      <Form onSubmit={submit} aria-labelledby="check-in-title" noValidate data-testid="check-in-form">
        <h2 id="check-in-title">{t('events.checkIn.formTitle', { title: event.title })}</h2>
        <div>
          <label htmlFor={ids.item}>{t('events.checkIn.item')}</label>
          <Select id={ids.item} value={itemId ?? ''} onChange={(change) => { setItemId(Number(change.target.value)); setResult(null); }} data-testid="attendance-item">
            {items.data.map((item) => (
              <option key={item.id} value={item.id}>{`${item.title} — ${formatMoment(item.startsAt, language)}`}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.code}>{t('events.checkIn.code')}</label>
          <p className="hint" id={ids.hint}>{t('events.checkIn.codeHint')}</p>
          <Input
            ref={codeInput}
            id={ids.code}
            value={code}
            onChange={(change) => setCode(change.target.value)}
            aria-describedby={ids.hint}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            data-testid="ticket-code-input"
          />
        </div>
        <Row>
          <Button type="submit" disabled={checkIn.isPending} data-testid="check-in-submit">{t('events.checkIn.submit')}</Button>
          <CameraScan onCode={(scanned) => { setCode(scanned); submit(undefined, scanned); }} />
        </Row>
        <div aria-live="polite" aria-atomic="true" data-testid="check-in-outcome">
          {outcome && <Outcome $ok={result?.ok ?? false} data-outcome={result?.ok ? 'ok' : result?.code}>{outcome}</Outcome>}
        </div>
      </Form>
      {itemId !== null && <AttendeeTable eventId={event.id} attendanceItemId={itemId} />}
    </>
  );
}
