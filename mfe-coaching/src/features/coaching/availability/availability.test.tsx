import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { filterOptionsFixture, myProfileFixture, settingsFixture } from '../../../testing/coaching-fixtures';
import { renderCoaching, resetCoachingState } from '../../../testing/render-coaching';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCoachingState();
});

function asCoach() {
  answer('GET', 'coaches/me', { status: 200, body: myProfileFixture() });
  answer('GET', 'coaches/filter-options', { status: 200, body: filterOptionsFixture() });
  answer('GET', 'coaching/provider-settings', { status: 200, body: settingsFixture() });
  answer('GET', 'coaching/provider-availability', {
    status: 200,
    body: { businessHours: [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }] }], overrides: [{ date: '2030-01-05', ranges: [] }] },
  });
  answer('GET', 'coaching/provider-disabled-slots', { status: 200, body: { data: [] } });
}

describe('the availability editor', () => {
  it('tells those who are not coaches that it is for coaches', async () => {
    answer('GET', 'coaches/me', apiError(403, 'cch-008'));
    await renderCoaching('/coaching/availability', { language: 'ar' });
    expect(await screen.findByTestId('coaches-only')).toHaveTextContent('هذه الصفحة للمرشدين فقط.');
  });

  it('saves the weekly hours with several ranges a day, and refuses overlapping ones', async () => {
    asCoach();
    answer('PUT', 'coaching/provider-availability/bulk', (request) => ({ status: 200, body: { ...(request.body as object), overrides: [] } }));
    await renderCoaching('/coaching/availability');
    const monday = await screen.findByTestId('ranges-days.0.ranges');
    expect(within(monday).getByLabelText('From (HH:MM)')).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours to Monday' }));
    const second = within(monday).getAllByLabelText('From (HH:MM)')[1]!;
    const secondEnd = within(monday).getAllByLabelText('To (HH:MM)')[1]!;
    // 09:00-17:00 overlaps 09:00-12:00: refused before any request.
    await userEvent.click(screen.getByTestId('save-hours'));
    expect(await within(monday).findByRole('alert')).toHaveTextContent('These hours overlap.');
    expect(requestsTo('PUT', 'coaching/provider-availability/bulk')).toHaveLength(0);
    await userEvent.clear(second);
    await userEvent.type(second, '13:00');
    await userEvent.clear(secondEnd);
    await userEvent.type(secondEnd, '24:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours to Wednesday' }));
    await userEvent.click(screen.getByTestId('save-hours'));
    expect(await screen.findByTestId('hours-saved')).toHaveTextContent('Your weekly hours are saved.');
    expect(requestsTo('PUT', 'coaching/provider-availability/bulk')[0]!.body).toEqual({
      businessHours: [
        { weekday: 1, ranges: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '24:00' }] },
        { weekday: 3, ranges: [{ start: '09:00', end: '17:00' }] },
      ],
    });
  });

  it('shows the overrides and saves the settings', async () => {
    asCoach();
    answer('PUT', 'coaching/provider-settings', (request) => ({ status: 200, body: request.body }));
    await renderCoaching('/coaching/availability');
    expect(await screen.findByTestId('overrides')).toHaveTextContent('Not available');
    const form = await screen.findByTestId('settings-form');
    await userEvent.clear(within(form).getByLabelText('Session length (minutes)'));
    await userEvent.type(within(form).getByLabelText('Session length (minutes)'), '45');
    await userEvent.click(within(form).getByTestId('free-session'));
    await userEvent.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/London');
    await userEvent.click(within(form).getByTestId('save-settings'));
    await waitFor(() => expect(requestsTo('PUT', 'coaching/provider-settings')).toHaveLength(1));
    expect(requestsTo('PUT', 'coaching/provider-settings')[0]!.body).toEqual(settingsFixture({ sessionDuration: 45, enableFreeSession: false, timeZone: 'Europe/London' }));
  });

  it('adds a certification that does not expire to the profile', async () => {
    asCoach();
    answer('POST', 'coaches/me/certifications', (request) => ({ status: 201, body: { id: 70, ...(request.body as object) } }));
    await renderCoaching('/coaching/availability');
    await userEvent.click(await screen.findByTestId('add-certifications'));
    const form = screen.getByTestId('certifications-form');
    await userEvent.type(within(form).getByLabelText('Name'), 'Mentoring Practitioner');
    await userEvent.type(within(form).getByLabelText(/^Issued by/), 'EMCC');
    await userEvent.selectOptions(within(form).getByLabelText('Credential type'), 'Accreditation');
    await userEvent.click(within(form).getByLabelText('Does not expire'));
    await userEvent.click(within(form).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(requestsTo('POST', 'coaches/me/certifications')).toHaveLength(1));
    expect(requestsTo('POST', 'coaches/me/certifications')[0]!.body).toEqual({
      name: 'Mentoring Practitioner', issuer: 'EMCC', credentialType: 'ACCREDITATION', issuedOn: null, doesNotExpire: true, expiresOn: null, credentialUrl: null,
    });
  });
});
