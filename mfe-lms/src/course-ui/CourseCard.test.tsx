import { screen, within } from '@testing-library/react';
import { courseCardFixture } from '../testing/course-fixtures';
import { renderInApp } from '../testing/render-in-app';
import { CourseCard } from './CourseCard';

/** Intl puts no-break spaces in amounts; the DOM matcher compares them as plain spaces. */
const money = (language: string, major: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'SAR' }).format(major).replace(/\s+/g, ' ');

describe('CourseCard', () => {
  it('links only the name to the overview, at the heading level asked for', async () => {
    await renderInApp(<CourseCard course={courseCardFixture()} headingLevel={2} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('heading', { level: 2, name: 'Leading Teams' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Leading Teams' })).toHaveAttribute('href', '/lms/courses/11/overview');
    expect(card).toHaveTextContent('Leadership');
    expect(card).toHaveTextContent('Online');
    expect(card).toHaveTextContent('English');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 ratings');
  });

  it('says Free for a free course', async () => {
    await renderInApp(<CourseCard course={courseCardFixture()} />);
    expect(screen.getByTestId('price')).toHaveTextContent('Free');
  });

  it('writes the price in the currency, the old one struck through when discounted', async () => {
    await renderInApp(<CourseCard course={courseCardFixture({ price: 15000, oldPrice: 20000, isDiscounted: true })} />);
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent(`Price now:${money('en', 150)}`);
    expect(screen.getByTestId('old-price').tagName).toBe('DEL');
    expect(screen.getByTestId('old-price')).toHaveTextContent('Old price:SAR 200.00');
  });

  it('shows no old price when the course is not discounted', async () => {
    await renderInApp(<CourseCard course={courseCardFixture({ price: 15000, oldPrice: 20000, isDiscounted: false })} />);
    expect(screen.queryByTestId('old-price')).toBeNull();
  });

  it('uses the initials on a coloured panel without a cover, and badges', async () => {
    await renderInApp(<CourseCard course={courseCardFixture({ isComingSoon: true, isEnrolled: true })} />);
    expect(screen.getByRole('img', { name: 'Cover of Leading Teams' })).toHaveTextContent('LT');
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('Coming soon');
    expect(screen.getByTestId('enrolled')).toHaveTextContent('Enrolled');
  });

  it('renders a given cover with its alt text and the actions slot', async () => {
    await renderInApp(<CourseCard course={courseCardFixture({ coverImageUrl: '/media/c.jpg' })} actions={<button type="button">Pin</button>} />);
    expect(screen.getByRole('img', { name: 'Cover of Leading Teams' })).toHaveAttribute('src', '/media/c.jpg');
    expect(screen.getByRole('button', { name: 'Pin' })).toBeInTheDocument();
  });

  it('speaks Arabic: price in the Arabic locale, Arabic labels', async () => {
    await renderInApp(<CourseCard course={courseCardFixture({ price: 15000, oldPrice: 20000, isDiscounted: true, language: 'ARABIC' })} />, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('price')).toHaveTextContent(money('ar', 150));
    expect(screen.getByTestId('old-price')).toHaveTextContent(money('ar', 200));
    expect(screen.getByTestId('course-card')).toHaveTextContent('العربية');
    expect(screen.getByRole('img', { name: 'غلاف Leading Teams' })).toBeInTheDocument();
  });

  it('says مجاني for a free course in Arabic', async () => {
    await renderInApp(<CourseCard course={courseCardFixture()} />, 'ar');
    expect(screen.getByTestId('price')).toHaveTextContent('مجاني');
  });
});
