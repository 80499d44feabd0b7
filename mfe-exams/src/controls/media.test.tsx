import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { outbox } from '../offline/outbox';
import { answerOpenAttempt, ATTEMPT_PATH, RUNNER_ADDRESS } from '../testing/answer-attempt';
import { ATTEMPT, everyTypeQuestions, viewFixture } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

/** A MediaRecorder of the test: what it records is one chunk of bytes, handed over when it stops. */
class FakeRecorder {
  static last: FakeRecorder | null = null;
  mimeType = 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor() { FakeRecorder.last = this; }
  start() { this.state = 'recording'; }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };

beforeAll(() => {
  Object.assign(globalThis, { MediaRecorder: FakeRecorder });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [track] })) } });
  URL.createObjectURL = jest.fn(() => 'blob:recording');
  URL.revokeObjectURL = jest.fn();
});

afterEach(async () => {
  const calls = [...unhandled];
  await resetExamState();
  await outbox.clear(ATTEMPT);
  expect(calls).toEqual([]);
});

/** The upload calls of an answer file, answered as the media module would. */
function answerUpload(mediaId: number, fileName: string) {
  answer('POST', `${ATTEMPT_PATH}/uploads`, { status: 201, body: { mediaId, uploadUrl: `/api/upload/${mediaId}?exp=99&u=3&sig=abc`, chunkSize: 8388608, expiresAt: '2026-03-05T12:00:00.000Z' } });
  answer('PUT', `upload/${mediaId}`, { status: 200, body: { receivedBytes: 5, sizeBytes: 5 } });
  answer('POST', `${ATTEMPT_PATH}/uploads/${mediaId}/complete`, { status: 200, body: { id: mediaId, fileName, mime: 'audio/webm' } });
}

describe('file and recording answers', () => {
  it('uploads a chosen file in chunks and answers with its id; removing it clears the answer', async () => {
    const questions = everyTypeQuestions().filter((question) => question.type === 'FILE_UPLOAD');
    const log = answerOpenAttempt(viewFixture(questions));
    answerUpload(71, 'plan.pdf');
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await user.upload(await screen.findByLabelText('Choose a file'), new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
    expect(requestsTo('PUT', 'upload/71')[0]!.headers.get('content-range')).toBe('bytes 0-4/5');
    expect(requestsTo('POST', `${ATTEMPT_PATH}/uploads`)[0]!.body).toEqual({ fileName: 'plan.pdf', mime: 'application/pdf', sizeBytes: 5 });
    await waitFor(() => expect(log.saves.map((save) => save.response)).toEqual([{ mediaIds: [71] }]));
    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    await waitFor(() => expect(log.saves.map((save) => save.response)).toEqual([{ mediaIds: [71] }, null]));
  });

  it('records audio, plays it back before it is sent, then uploads it', async () => {
    const questions = everyTypeQuestions().filter((question) => question.type === 'AUDIO_RECORDING');
    const log = answerOpenAttempt(viewFixture(questions));
    answerUpload(72, 'audio-recording.webm');
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await user.click(await screen.findByRole('button', { name: 'Record audio' }));
    expect(await screen.findByText('Recording…')).toBeInTheDocument();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    const preview = await screen.findByTestId('recording-preview');
    expect(within(preview).getByLabelText('Your recording')).toHaveAttribute('src', 'blob:recording');
    expect(track.stop).toHaveBeenCalled();
    expect(requestsTo('POST', `${ATTEMPT_PATH}/uploads`)).toHaveLength(0);
    await user.click(within(preview).getByRole('button', { name: 'Use this recording' }));
    expect(await screen.findByText('audio-recording.webm')).toBeInTheDocument();
    expect(requestsTo('POST', `${ATTEMPT_PATH}/uploads`)[0]!.body).toEqual({ fileName: 'audio-recording.webm', mime: 'audio/webm', sizeBytes: 5 });
    await waitFor(() => expect(log.saves.map((save) => save.response)).toEqual([{ mediaIds: [72] }]));
    await act(async () => undefined);
  });
});
