import { formatDueDate, relativeDue } from './due-text';

describe('due texts', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  it('says how far the due date is, in days, hours or minutes, both ways', () => {
    expect(relativeDue('2026-03-07T12:00:00Z', now, 'en')).toBe('in 2 days');
    expect(relativeDue('2026-03-05T15:00:00Z', now, 'en')).toBe('in 3 hours');
    expect(relativeDue('2026-03-04T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeDue('2026-03-07T12:00:00Z', now, 'ar')).toBe('بعد الغد');
  });
  it('shows the date in the member\'s time zone', () => {
    expect(formatDueDate('2026-03-05T22:30:00Z', 'en', 'Asia/Riyadh')).toBe('Mar 6, 2026, 1:30 AM');
    expect(formatDueDate('2026-03-05T22:30:00Z', 'en', 'UTC')).toBe('Mar 5, 2026, 10:30 PM');
  });
});
