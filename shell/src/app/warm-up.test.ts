import { dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { warmUpFirstScreen } from './warm-up';

const warmedRightToLeft = jest.fn();
jest.mock('@halaqa/ui', () => ({ warmUpRightToLeftStyles: () => warmedRightToLeft() }));

describe('warmUpFirstScreen', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    warmedRightToLeft.mockClear();
  });

  it('builds the first screens’ formatters, so a page that asks for them builds none', async () => {
    const day = new Date(Date.UTC(2026, 2, 3, 12));
    const expectedNumber = new Intl.NumberFormat('ar').format(12);
    const expectedDate = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(day);
    await warmUpFirstScreen('ar', { formats: true });
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    expect(numberFormat('ar').format(12)).toBe(expectedNumber);
    expect(dateTimeFormat('ar', { dateStyle: 'medium' }).format(day)).toBe(expectedDate);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('builds no formatter for a first screen without data', async () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    await warmUpFirstScreen('en', { formats: false });
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('prepares right-to-left styling for Arabic only', async () => {
    await warmUpFirstScreen('en', { formats: false });
    expect(warmedRightToLeft).not.toHaveBeenCalled();
    await warmUpFirstScreen('ar', { formats: false });
    expect(warmedRightToLeft).toHaveBeenCalledTimes(1);
  });
});
