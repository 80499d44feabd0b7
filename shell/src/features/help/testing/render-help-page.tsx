// Renders the shell's route table (its getting-help pages) as the site
// mounts it, over the fake API, for the component tests of this folder.
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { renderRoute, resetRouteState, type RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { answer } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture } from '@halaqa/session/src/testing/fixtures';
import type { SupportTicket, SupportTicketDetail } from '@halaqa/contracts/src/support';
import { SHELL_PAGES } from '../../../app/shell-pages';
import { shell } from '../../../definition';
import { shellResources } from '../../../i18n/shell-resources';

/** The shell's page at `path` (other areas' pages by role from the fixture: the sign-in link). */
export async function renderHelpPage(path: string, options: RenderRouteOptions = {}) {
  // A signed-in member's GET auth (the contact form fills in their name and email).
  if (options.signedIn) answer('GET', 'auth', { status: 200, body: currentUserFixture() });
  return renderRoute({ remote: shell, pages: SHELL_PAGES, translations: shellResources }, path, { otherAreas: [rolesFixture], ...options });
}

export const resetHelpPageState = resetRouteState;

/** A ticket of the signed-in member of the fixtures (user 7). */
export function ticketFixture(overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail {
  return {
    id: 41,
    subject: 'The video of week 2 does not play',
    status: 'received',
    source: 'member',
    requester: { userId: 7, name: 'Sara Ali', email: 'sara@example.com' },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    messages: [{ id: 1, body: 'It stays black after the first minute.', fromStaff: false, createdAt: '2026-11-20T09:00:00.000Z' }],
    ...overrides,
  };
}

/** The list form of a ticket (no messages). */
export function summaryOf(ticket: SupportTicketDetail): SupportTicket {
  const { messages: _messages, ...summary } = ticket;
  return summary;
}

/** An element's text without the Unicode isolates that wrap names and searches in sentences (isolate.ts). */
export function plainText(element: Element): string {
  return (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');
}
