import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { TabBar } from './TabBar';

const tabs = (
  <TabBar label="Sections">
    <a href="/one" aria-current="page">One</a>
    <a href="/two">Two</a>
    <a href="/three">Three</a>
  </TabBar>
);

describe('TabBar', () => {
  it('is a labelled nav whose arrow keys move forward in reading order', async () => {
    await setupI18n('en');
    renderWithTheme(tabs);
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    screen.getByRole('link', { name: 'One' }).focus();
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    fireEvent.keyDown(bar, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Three' })).toHaveFocus();
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  });

  it('flips the arrows on Arabic pages', async () => {
    await setupI18n('ar');
    renderWithTheme(tabs, 'ar');
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    screen.getByRole('link', { name: 'One' }).focus();
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    fireEvent.keyDown(bar, { key: 'Home' });
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  });
});
