import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('builds one date formatter per locale and options, and formats as a new one would', () => {
    const medium = dateTimeFormat('ar', { dateStyle: 'medium' });
    expect(dateTimeFormat('ar', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(medium);
    expect(dateTimeFormat('ar', { dateStyle: 'long' })).not.toBe(medium);
    const day = new Date(Date.UTC(2026, 2, 3, 12));
    expect(medium.format(day)).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(day));
  });

  it('builds one number formatter per locale and options', () => {
    const riyals = numberFormat('en', { style: 'currency', currency: 'SAR' });
    expect(numberFormat('en', { style: 'currency', currency: 'SAR' })).toBe(riyals);
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).not.toBe(riyals);
    expect(numberFormat('en')).not.toBe(riyals);
    expect(riyals.format(150)).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'SAR' }).format(150));
  });
});
