/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { act, render, waitFor } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import type { PermissionsAnswer } from '@halaqa/contracts';
import { queryClient } from '@halaqa/mfe-runtime';
import { QueryClientProvider } from '@halaqa/query';
import { answer, requestsTo, resetApi } from '@halaqa/session/src/testing/fake-api';
import { createStore } from '../../store/store';
import { initialSessionState } from '../../store/session-slice';
import { initialUiState } from '../../store/ui-slice';
import { SessionBridge } from './SessionBridge';
import { answerVisitorPermissions } from './use-permissions-query';

const visitors: PermissionsAnswer = {
  permissions: [{ slug: 'organization-lms', contextId: 3, prerequisites: [], isHidden: false, category: 'organization-features' }],
  organizationPermissions: ['organization-lms'],
  userPermissions: [],
  hasGroups: false,
};

beforeEach(() => {
  resetApi();
  queryClient.clear();
  localStorage.clear();
});

function renderBridge(permissions: PermissionsAnswer | null) {
  const store = createStore(initialUiState('en', null), initialSessionState(false, null, undefined, permissions));
  const view = render(
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}><SessionBridge /></QueryClientProvider>
    </ReduxProvider>,
  );
  return { store, view };
}

test("a visitor's permissions that came with the page are neither asked for again nor put in the store a second time", async () => {
  answer('GET', 'permissions-system', { status: 200, body: visitors });
  answerVisitorPermissions(queryClient, visitors);
  const { store, view } = renderBridge(visitors);
  const before = store.getState().session;
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
  expect(requestsTo('GET', 'permissions-system')).toHaveLength(0);
  expect(store.getState().session).toBe(before);
  view.unmount();
});

test("without them, a visitor's permissions are asked for, kept in the store and cached", async () => {
  answer('GET', 'permissions-system', { status: 200, body: visitors });
  const { store, view } = renderBridge(null);
  await waitFor(() => expect(store.getState().session.permissions).toEqual(visitors));
  expect(requestsTo('GET', 'permissions-system')).toHaveLength(1);
  expect(JSON.parse(localStorage.getItem('userPermissions')!)).toEqual([]);
  view.unmount();
});
