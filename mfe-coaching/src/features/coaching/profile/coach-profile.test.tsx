import { screen, within } from '@testing-library/react';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { coachProfileFixture, localAt } from '../../../testing/coaching-fixtures';
import { renderCoaching, resetCoachingState } from '../../../testing/render-coaching';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCoachingState();
});

describe('a coach profile', () => {
  it('shows who the coach is, the rules, the next times and the way to book', async () => {
    answer('GET', 'coaches/31', { status: 200, body: coachProfileFixture() });
    answer('GET', 'coaching/provider-available-slots/31', {
      status: 200,
      body: { providerId: 31, timeZone: 'Asia/Riyadh', durationMinutes: 60, kind: 'PAID', slots: [{ startsAt: localAt(1, 10), endsAt: localAt(1, 11) }] },
    });
    await renderCoaching('/coaching/coaches/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Huda Al-Qahtani' })).toHaveFocus();
    expect(screen.getByTestId('coach-price')).toHaveTextContent(/SAR\s150\.00 a session of 60 min/);
    expect(screen.getByTestId('free-badge')).toHaveTextContent('Free 30-minute session');
    expect(screen.getByTestId('cancellation-rule')).toHaveTextContent('Free cancellation up to 24 hours before');
    expect(screen.getByText('Ten years of helping teachers find their path.')).toBeInTheDocument();
    expect(screen.getByTestId('positions')).toHaveTextContent('Head coach — Riyadh Teachers Academy · current');
    expect(screen.getByTestId('educations')).toHaveTextContent("Master's degree, Education — King Saud University (2008–2010)");
    expect(screen.getByTestId('experiences')).toHaveTextContent('Teacher — Al-Noor School · Full-time');
    const certifications = within(screen.getByTestId('certifications')).getAllByRole('listitem');
    expect(certifications[0]).toHaveTextContent('ICF Associate Coach — ICF · Certificate · does not expire');
    expect(certifications[1]).toHaveTextContent(/Teaching license — Ministry of Education · License · expires Jan 10, 2030/);
    expect(screen.getByTestId('languages')).toHaveTextContent('Arabic — Native');
    expect(await within(screen.getByTestId('next-times')).findAllByRole('listitem')).toHaveLength(1);
    expect(Object.fromEntries(requestsTo('GET', 'coaching/provider-available-slots/31')[0]!.query)).toMatchObject({ kind: 'PAID' });
    expect(screen.getByTestId('book-link')).toHaveAttribute('href', '/coaching/coaches/31/book');
  });

  it('says when the coach does not exist (404), in Arabic', async () => {
    answer('GET', 'coaches/99', apiError(404, 'req-002'));
    await renderCoaching('/coaching/coaches/99', { language: 'ar' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('لم نعثر على هذا المرشد.');
    expect(screen.getByRole('link', { name: 'اعرض جميع المرشدين' })).toHaveAttribute('href', '/coaching/coaches');
  });
});
