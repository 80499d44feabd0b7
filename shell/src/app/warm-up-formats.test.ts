import { dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { warmUpFormats } from './warm-up-formats';

describe('warmUpFormats', () => {
  it('builds the first screens’ formatters, so a page that asks for them builds none', async () => {
    const day = new Date(Date.UTC(2026, 2, 3, 12));
    const expectedNumber = new Intl.NumberFormat('ar').format(12);
    const expectedDate = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(day);
    await warmUpFormats('ar');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    expect(numberFormat('ar').format(12)).toBe(expectedNumber);
    expect(dateTimeFormat('ar', { dateStyle: 'medium' }).format(day)).toBe(expectedDate);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    dates.mockRestore();
    numbers.mockRestore();
  });
});
