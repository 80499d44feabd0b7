import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BusTopics, ToastType } from '@halaqa/contracts';
import type { Bus } from '@halaqa/bus';

/** Spec section 9: toasts last 3 s, errors 5 s. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 5000;

type Toast = BusTopics['toast'] & { id: number };

const Stack = styled.div`
  position: fixed;
  bottom: 24px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: 8px;
  z-index: 1000;
  width: min(440px, calc(100vw - 32px));
`;

const Item = styled.div<{ $type: ToastType }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  ${({ theme, $type }) => {
    const [background, color] = ({
      success: [theme.colors.success, theme.colors.onSuccess],
      error: [theme.colors.error, theme.colors.onError],
      warning: [theme.colors.warning, theme.colors.onWarning],
      info: [theme.colors.info, theme.colors.onInfo],
    } as const)[$type];
    return `background: ${background}; color: ${color};`;
  }}
`;

let nextId = 1;

/** Shows every `toast` published on the bus, from the shell or any remote. */
export function ToastViewport({ bus }: { bus: Bus }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => bus.on('toast', (payload) => {
    const toast = { ...payload, id: nextId++ };
    setToasts((current) => [...current, toast]);
    const duration = payload.durationMs ?? (payload.type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== toast.id)), duration);
  }), [bus]);

  return (
    <Stack aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <Item key={toast.id} $type={toast.type} data-testid="toast" data-type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'}>
          {toast.message}
        </Item>
      ))}
    </Stack>
  );
}
