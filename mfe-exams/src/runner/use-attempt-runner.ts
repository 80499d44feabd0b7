import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@halaqa/api-client';
import { ERROR_CODES } from '@halaqa/contracts';
import { useQueryClient } from '@halaqa/query';
import { examCalls, NetworkError } from '../api/exam-calls';
import { examKeys, received, type ReceivedView } from '../api/exam-queries';
import { requestKey } from '../api/device-id';
import type { AnswerFeedback, AttemptQuestion, AttemptSummary, AttemptView, ClientEventType, ExamResponse } from '../api/types';
import { outbox, type StoredEntry } from '../offline/outbox';
import { AttemptSync, type SyncState } from './attempt-sync';
import { mergeQueued, pageMarks, type LocalAnswers } from './runner-state';

/** Where moving between pages stands: nothing, waiting for answers to reach the server, asking for the page, or a refusal. */
export type Move = { state: 'idle' } | { state: 'waiting'; page: number } | { state: 'loading'; page: number } | { state: 'failed'; page: number; code: string };
/** Where handing in stands. */
export type Submission = { state: 'idle' } | { state: 'waiting' } | { state: 'sending' } | { state: 'failed'; code: string };

const onceOnline = () => new Promise<void>((resolve) => {
  if (navigator.onLine !== false) {
    setTimeout(resolve, 2_000);
    return;
  }
  window.addEventListener('online', () => resolve(), { once: true });
});

const withFeedback = (questions: readonly AttemptQuestion[]) =>
  questions.filter((question) => question.feedback).map((question) => [question.attemptQuestionId, question.feedback!] as const);

/**
 * The state and the actions of one attempt in the runner: the page shown,
 * the member's answers and flags as this browser knows them (the outbox's
 * over the server's), saving through AttemptSync, moving between pages,
 * checking an answer, and handing the attempt in.
 */
export function useAttemptRunner(start: ReceivedView, queued: readonly StoredEntry[]) {
  const queryClient = useQueryClient();
  const { attempt } = start.view;
  const ids = useMemo(() => ({ courseId: attempt.courseId, examAttemptId: attempt.id }), [attempt.courseId, attempt.id]);
  const [current, setCurrent] = useState(start);
  const [answers, setAnswers] = useState<LocalAnswers>(() => mergeQueued(start.view.questions, queued));
  const [known, setKnown] = useState(() => new Map(start.view.questions.map((question) => [question.attemptQuestionId, question])));
  const [feedback, setFeedback] = useState(() => new Map<number, AnswerFeedback>(withFeedback(start.view.questions)));
  const [syncState, setSyncState] = useState<SyncState>({ waiting: 0, offline: false, sending: false, savedOnce: false });
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const [closed, setClosed] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const [move, setMove] = useState<Move>({ state: 'idle' });
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const [finished, setFinished] = useState<AttemptSummary | null>(null);
  /** The question whose heading takes the focus (the first of a page moved to). */
  const [focusId, setFocusId] = useState<number | null>(null);
  const submitKey = useRef(requestKey());
  // One sync per attempt, made with the runner so that no change is made before it exists (the outbox is read before).
  const syncRef = useRef<AttemptSync | null>(null);
  if (syncRef.current === null) {
    syncRef.current = new AttemptSync(ids, {
      onState: setSyncState,
      onClosed: () => setClosed(true),
      onRefused: (attemptQuestionId, code) => setRefused((map) => new Map(map).set(attemptQuestionId, code)),
    });
    syncRef.current.seed(new Map(start.view.questions.map((question) => [question.attemptQuestionId, question.sequence])), queued);
  }
  const sync = syncRef.current;

  useEffect(() => {
    const stop = sync.start();
    // Typing is written down when the page goes away (a closed tab, a reload), to be sent on the next visit.
    const onHide = () => sync.flushTyping();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      stop();
    };
  }, [sync]);

  const view: AttemptView = current.view;
  const locked = closed || timeUp || finished !== null;

  const change = useCallback((question: AttemptQuestion, response: ExamResponse | null, typing: boolean) => {
    setAnswers((local) => ({ ...local, responses: new Map(local.responses).set(question.attemptQuestionId, response) }));
    setRefused((map) => {
      if (!map.has(question.attemptQuestionId)) return map;
      const next = new Map(map);
      next.delete(question.attemptQuestionId);
      return next;
    });
    sync.answer(question.attemptQuestionId, response, question.page, typing);
  }, [sync]);

  const flag = useCallback((question: AttemptQuestion, flagged: boolean) => {
    setAnswers((local) => ({ ...local, flags: new Map(local.flags).set(question.attemptQuestionId, flagged) }));
    sync.flag(question.attemptQuestionId, flagged);
  }, [sync]);

  const report = useCallback((type: ClientEventType) => sync.event(type), [sync]);

  const check = useCallback(async (question: AttemptQuestion) => {
    setChecking(question.attemptQuestionId);
    try {
      await sync.drained();
      const result = await examCalls.checkExamAnswer(ids, question.attemptQuestionId);
      setFeedback((map) => new Map(map).set(question.attemptQuestionId, result));
      setKnown((map) => new Map(map).set(question.attemptQuestionId, { ...question, checked: true, feedback: result }));
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.EXAM_ATTEMPT_CLOSED) setClosed(true);
      else setRefused((map) => new Map(map).set(question.attemptQuestionId, error instanceof ApiError ? `check-${error.code}` : 'check-failed'));
    } finally {
      setChecking(null);
    }
  }, [sync, ids]);

  /** Shows another page: the answers of this one reach the server first (an exam that only goes forward refuses them later). */
  const goTo = useCallback(async (page: number) => {
    if (page === view.attempt.page || move.state === 'waiting' || move.state === 'loading') return;
    if (!view.attempt.oneQuestionAtATime) {
      const first = view.questions.find((question) => question.page === page && question.parentId === null);
      if (first) {
        document.getElementById(`question-${first.attemptQuestionId}`)?.scrollIntoView({ block: 'start' });
        setFocusId(null);
        requestAnimationFrame(() => setFocusId(first.attemptQuestionId));
      }
      return;
    }
    setMove({ state: 'waiting', page });
    await sync.drained();
    setMove({ state: 'loading', page });
    try {
      const next = page === view.attempt.page + 1
        ? await examCalls.nextExamAttemptPage(ids, view.attempt.page)
        : await examCalls.getExamAttemptPage(ids, page);
      const stillQueued = await outbox.list(ids.examAttemptId);
      setCurrent(received(next));
      setAnswers((local) => mergeQueued(next.questions, stillQueued, local));
      setKnown((map) => {
        const copy = new Map(map);
        for (const question of next.questions) copy.set(question.attemptQuestionId, question);
        return copy;
      });
      setFeedback((map) => new Map([...map, ...withFeedback(next.questions)]));
      setFocusId(next.questions.find((question) => question.parentId === null)?.attemptQuestionId ?? null);
      setMove({ state: 'idle' });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.EXAM_ATTEMPT_CLOSED) {
        setClosed(true);
        setMove({ state: 'idle' });
      } else {
        setMove({ state: 'failed', page, code: error instanceof NetworkError ? 'offline' : error instanceof ApiError ? error.code : 'failed' });
      }
    }
  }, [sync, view, ids, move.state]);

  /** Hands the attempt in once every answer has reached the server; offline, it waits and tries again when back. */
  const submit = useCallback(async () => {
    setSubmission({ state: 'waiting' });
    await sync.drained();
    for (;;) {
      setSubmission({ state: 'sending' });
      try {
        const summary = await examCalls.submitExamAttempt(ids, submitKey.current);
        sync.close();
        setFinished(summary);
        setSubmission({ state: 'idle' });
        void queryClient.invalidateQueries({ queryKey: examKeys.all(ids.courseId) });
        return;
      } catch (error) {
        if (error instanceof NetworkError) {
          setSubmission({ state: 'waiting' });
          await onceOnline();
          continue;
        }
        if (error instanceof ApiError && (error.code === ERROR_CODES.EXAM_ATTEMPT_CLOSED || error.code === ERROR_CODES.EXAM_ATTEMPT_STATE)) {
          setClosed(true);
          setSubmission({ state: 'idle' });
          void queryClient.invalidateQueries({ queryKey: examKeys.all(ids.courseId) });
          return;
        }
        setSubmission({ state: 'failed', code: error instanceof ApiError ? error.code : 'failed' });
        return;
      }
    }
  }, [sync, ids, queryClient]);

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    // The server finishes the attempt at its deadline: the landing will say how it went.
    void queryClient.invalidateQueries({ queryKey: examKeys.all(ids.courseId) });
  }, [queryClient, ids.courseId]);

  useEffect(() => {
    if (closed) void queryClient.invalidateQueries({ queryKey: examKeys.all(ids.courseId) });
  }, [closed, queryClient, ids.courseId]);

  const pages = view.navigator.map((entry) => {
    const marks = pageMarks(entry, known, answers);
    const reachable = !view.attempt.oneQuestionAtATime || view.attempt.multiDirectional || entry.page === view.attempt.page + 1;
    return { page: entry.page, ...marks, reachable: reachable && !locked };
  });

  return {
    ids, view, current, answers, known, feedback, syncState, refused, closed, timeUp, locked, checking, move, submission, finished, focusId, pages,
    change, flag, report, check, goTo, submit, onTimeUp,
  };
}
