import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

/**
 * A grey placeholder of the size of content still loading. Decorative: the
 * region that holds skeletons says "loading" once (`SkeletonRegion`).
 */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  inline-size: ${({ $width }) => $width ?? '100%'};
  block-size: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $radius }) => $radius ?? `${theme.radius}px`};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Lines of placeholder text; the last one shorter, as text usually ends. */
export function SkeletonText({ lines = 2 }: { lines?: number }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 8 }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => <Skeleton key={i} $width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />)}
    </span>
  );
}

/** The area the skeletons fill: announced as busy with one label; its placeholders are hidden from readers. */
export function SkeletonRegion({ label, children, testId = 'loading' }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" data-testid={testId}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
