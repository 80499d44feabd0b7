import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { VisuallyHidden } from '@halaqa/ui/pages';
import type { AttendanceCode } from '../../api/types';
import { svgDataUrl } from './svg-data-url';

const View = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 24px 48px;
  .label { margin: 0 0 4px; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  /* Read from across a room: big, tabular, two groups of three, always left to right. */
  .digits {
    display: flex;
    gap: 0.5em;
    margin: 0;
    font-size: clamp(2.5rem, 8vw, 4.5rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.08em;
    line-height: 1.1;
  }
  img {
    inline-size: min(240px, 60vw);
    block-size: auto;
    aspect-ratio: 1;
    /* The QR code needs its light margin even on a dark theme to be read by cameras. */
    background: #fff;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  :fullscreen & .digits { font-size: 14vmin; }
  :fullscreen & img { inline-size: 45vmin; }
`;

/**
 * The code as members read it in the room, and its QR code (the deep link
 * that fills it in). Only the code is live, so a screen reader hears the new
 * code when it changes (every 30 s), not the countdowns ticking beside it.
 */
export function AttendanceCodeView({ code }: { code: AttendanceCode }) {
  const { t } = useTranslation('mfe-lms');
  const qr = useMemo(() => svgDataUrl(code.qrSvg), [code.qrSvg]);
  return (
    <View>
      <div>
        <p className="label">{t('player.attendance.take.codeLabel')}</p>
        <div aria-live="polite" aria-atomic="true">
          <p className="digits" dir="ltr" aria-hidden="true" data-testid="attendance-code">
            <span>{code.code.slice(0, 3)}</span><span>{code.code.slice(3)}</span>
          </p>
          {/* Spelled out digit by digit: "1 2 3 4 5 6", not "one hundred twenty-three thousand…". */}
          <VisuallyHidden>{code.code.split('').join(' ')}</VisuallyHidden>
        </div>
      </div>
      <img src={qr} alt={t('player.attendance.take.qrAlt')} data-testid="attendance-qr" />
    </View>
  );
}
