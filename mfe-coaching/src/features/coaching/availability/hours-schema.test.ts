import { overlaps, rangesSchema } from './hours-schema';

describe('a day of ranges', () => {
  it('finds overlaps whatever the order, and lets ranges touch', () => {
    expect(overlaps([{ start: '13:00', end: '17:00' }, { start: '09:00', end: '13:30' }])).toBe(true);
    expect(overlaps([{ start: '13:00', end: '24:00' }, { start: '09:00', end: '13:00' }])).toBe(false);
    expect(overlaps([])).toBe(false);
  });

  it('accepts HH:MM with 24:00 as an end only, and an end after its start', async () => {
    await expect(rangesSchema.isValid([{ start: '09:00', end: '24:00' }])).resolves.toBe(true);
    await expect(rangesSchema.isValid([{ start: '24:00', end: '24:00' }])).resolves.toBe(false);
    await expect(rangesSchema.isValid([{ start: '10:00', end: '09:30' }])).resolves.toBe(false);
    await expect(rangesSchema.isValid([{ start: '9:00', end: '10:00' }])).resolves.toBe(false);
    await expect(rangesSchema.isValid([{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }])).resolves.toBe(false);
  });
});
