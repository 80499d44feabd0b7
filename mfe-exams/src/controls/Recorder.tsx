import { useEffect, useRef, useState } from 'react';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { formatClock } from '../shared/format';
import { canRecord, useObjectUrl } from './media-helpers';

type Phase = 'idle' | 'asking' | 'recording' | 'recorded' | 'sending';

/** The file name of a recording, from its type: "recording.webm", "recording.mp4". */
const fileNameOf = (blob: Blob, kind: 'audio' | 'video') => {
  const subtype = blob.type.split(';')[0]?.split('/')[1] ?? 'webm';
  return `${kind}-recording.${subtype === 'mpeg' ? 'mp3' : subtype}`;
};

/**
 * Records audio or video in the browser (MediaRecorder): start, stop, then
 * a preview to hear or watch before it is sent; record again or use it.
 */
export function Recorder({ kind, disabled, onUse }: { kind: 'audio' | 'video'; disabled: boolean; onUse(blob: Blob, name: string): Promise<boolean> }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const live = useRef<HTMLVideoElement>(null);
  const preview = useObjectUrl(blob);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    release();
  }, []);
  useEffect(() => {
    if (phase !== 'recording') return undefined;
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), 500);
    return () => clearInterval(timer);
  }, [phase]);

  if (!canRecord()) return <p className="hint">{t('recorder.unsupported')}</p>;

  const start = async () => {
    setProblem(null);
    setPhase('asking');
    try {
      const media = await navigator.mediaDevices.getUserMedia(kind === 'video' ? { audio: true, video: true } : { audio: true });
      stream.current = media;
      const chunks: Blob[] = [];
      const made = new MediaRecorder(media);
      made.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data); };
      made.onstop = () => {
        release();
        setBlob(new Blob(chunks, { type: made.mimeType || `${kind}/webm` }));
        setPhase('recorded');
      };
      recorder.current = made;
      made.start(1000);
      setElapsed(0);
      setPhase('recording');
      if (kind === 'video' && live.current) live.current.srcObject = media;
    } catch {
      release();
      setProblem('recorder.denied');
      setPhase('idle');
    }
  };
  const stop = () => recorder.current?.stop();
  const use = async () => {
    if (!blob) return;
    setPhase('sending');
    const sent = await onUse(blob, fileNameOf(blob, kind));
    if (sent) setBlob(null);
    setPhase(sent ? 'idle' : 'recorded');
  };

  return (
    <div className="recorder" data-testid="recorder">
      {kind === 'video' && <video ref={live} muted playsInline autoPlay hidden={phase !== 'recording'} aria-label={t('recorder.camera')} />}
      <div className="row">
        {(phase === 'idle' || phase === 'asking') && (
          <Button type="button" onClick={() => void start()} disabled={disabled || phase === 'asking'} data-testid="record-start">
            {t(kind === 'video' ? 'recorder.startVideo' : 'recorder.startAudio')}
          </Button>
        )}
        {phase === 'recording' && (
          <>
            <Button type="button" onClick={stop} data-testid="record-stop">{t('recorder.stop')}</Button>
            <span role="timer" aria-label={t('recorder.elapsed')}>{formatClock(elapsed, language)}</span>
          </>
        )}
      </div>
      {(phase === 'recorded' || phase === 'sending') && preview && (
        <div className="row" data-testid="recording-preview">
          {kind === 'video'
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the member's own recording, just made: there are no captions to give
            ? <video src={preview} controls aria-label={t('recorder.preview')} />
            // eslint-disable-next-line jsx-a11y/media-has-caption -- as above
            : <audio src={preview} controls aria-label={t('recorder.preview')} />}
          <Button type="button" onClick={() => void use()} disabled={phase === 'sending'} data-testid="record-use">
            {phase === 'sending' ? t('recorder.sending') : t('recorder.use')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => { setBlob(null); setPhase('idle'); }} disabled={phase === 'sending'}>
            {t('recorder.again')}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {phase === 'recording' && <p className="hint">{t('recorder.recording')}</p>}
        {phase === 'recorded' && <p className="hint">{t('recorder.recorded')}</p>}
        {problem && <p className="error" role="alert">{t(problem)}</p>}
      </div>
    </div>
  );
}
