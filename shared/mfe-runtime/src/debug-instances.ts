import * as React from 'react';
import styled from 'styled-components';
import { bus, type Bus } from '@halaqa/bus';

interface Instances {
  react: typeof React;
  bus: Bus;
  styled: typeof styled;
}
interface HalaqaDebug {
  bus: Bus;
  instances: Record<string, Instances>;
}
declare global {
  interface Window {
    __HALAQA_DEBUG__?: HalaqaDebug;
  }
}

/**
 * Records the React, bus and styled-components modules this part of the site
 * sees. A shared singleton that silently splits in production (a second bus,
 * a second stylesheet) shows up here as two different objects.
 */
export function recordInstances(owner: string) {
  if (typeof window === 'undefined') return;
  const debug = (window.__HALAQA_DEBUG__ ??= { bus, instances: {} });
  debug.instances[owner] = { react: React, bus, styled };
}
