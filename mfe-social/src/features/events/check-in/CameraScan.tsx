import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';

/** The part of the browser's Shape Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> }
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | null =>
  ((globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null);

const Video = styled.video`
  display: block;
  inline-size: min(100%, 360px);
  border-radius: ${({ theme }) => theme.radius}px;
  margin-block-start: 8px;
`;

/**
 * Reading a ticket's QR with the camera, only where the browser has its own
 * BarcodeDetector (no library is loaded for it); elsewhere nothing shows and
 * the code is typed or pasted.
 */
export function CameraScan({ onCode }: { onCode(code: string): void }) {
  const { t } = useTranslation('mfe-social');
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const Detector = detectorClass();

  useEffect(() => {
    if (!scanning || !Detector) return undefined;
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) {
          setScanning(false);
          onCodeRef.current(found.rawValue);
          return;
        }
      } catch {
        // A frame that could not be read: try the next.
      }
      setTimeout(() => void look(), 300);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(async (media) => {
      stream = media;
      if (stopped || !video.current) return;
      video.current.srcObject = media;
      await video.current.play();
      void look();
    }, () => { setFailed(true); setScanning(false); });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, Detector]);

  if (!Detector || !navigator.mediaDevices) return null;
  return (
    <>
      <Button type="button" $variant="ghost" aria-pressed={scanning} onClick={() => { setFailed(false); setScanning((on) => !on); }} data-testid="camera-scan">
        {scanning ? t('events.checkIn.stopCamera') : t('events.checkIn.camera')}
      </Button>
      {scanning && <Video ref={video} muted playsInline aria-label={t('events.checkIn.cameraView')} />}
      {failed && <p role="alert">{t('events.checkIn.cameraFailed')}</p>}
    </>
  );
}
