import * as React from 'react';
import styled from 'styled-components';
import { bus, type Bus } from '@halaqa/bus';
import { i18n } from '@halaqa/i18n';
import { Router } from '@halaqa/router';

interface Instances {
  react: typeof React;
  bus: Bus;
  styled: typeof styled;
  /** The router component: one module means one set of router contexts. */
  router: typeof Router;
  i18n: typeof i18n;
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
 * Records the React, bus, styled-components, router and i18n modules this part of the site
 * sees. A shared singleton that silently splits in production (a second bus,
 * a second stylesheet) shows up here as two different objects.
 */
export function recordInstances(owner: string) {
  if (typeof window === 'undefined') return;
  const debug = (window.__HALAQA_DEBUG__ ??= { bus, instances: {} });
  debug.instances[owner] = { react: React, bus, styled, router: Router, i18n };
}
