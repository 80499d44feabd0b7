/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { screen } from '@testing-library/react';
import { answer, apiError, unhandled } from '@halaqa/session/src/testing/fake-api';
import { appLinksOf } from '../api/app-links-query';
import { renderHelpPage, resetHelpPageState } from '../testing/render-help-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetHelpPageState();
});

const CONFIG = 'organizations-dashboard/custom-configs/1/mobile-app-links';

describe('download the app', () => {
  it('without app links, says how to use the site on a phone', async () => {
    answer('GET', CONFIG, apiError(404, 'org-002'));
    await renderHelpPage('/download-the-app', { signedIn: true });
    expect(await screen.findByTestId('browser-instructions')).toHaveTextContent('Add it to your home screen');
    expect(screen.getByRole('heading', { level: 3, name: 'iPhone and iPad (Safari)' })).toBeInTheDocument();
    expect(screen.queryByTestId('app-store-links')).toBeNull();
  });

  it("links the organization's store pages when it has them", async () => {
    answer('GET', CONFIG, { status: 200, body: { key: 'mobile-app-links', value: { appStoreUrl: 'https://apps.apple.com/app/id1', playStoreUrl: 'https://play.google.com/store/apps/details?id=x' } } });
    await renderHelpPage('/download-the-app', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('app-store-link')).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(screen.getByTestId('play-store-link')).toHaveTextContent('التنزيل من Google Play');
    expect(screen.getByTestId('browser-instructions')).toBeInTheDocument();
  });

  it('takes only https store addresses from the configuration', () => {
    expect(appLinksOf({ appStoreUrl: 'javascript:alert(1)', playStoreUrl: 'http://play.example' })).toEqual({ appStoreUrl: null, playStoreUrl: null });
    expect(appLinksOf('nonsense')).toEqual({ appStoreUrl: null, playStoreUrl: null });
    expect(appLinksOf({ appStoreUrl: 'https://apps.apple.com/x' })).toEqual({ appStoreUrl: 'https://apps.apple.com/x', playStoreUrl: null });
  });
});
