import { DEFAULT_SETTINGS, settleSettings } from './settings-rule';

describe("an exam's settings as a whole", () => {
  test('the defaults hold together; a change applies over them', () => {
    expect(settleSettings(DEFAULT_SETTINGS, {})).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
    const verdict = settleSettings(DEFAULT_SETTINGS, { hasTimeLimit: true, timeLimitInMinutes: 10, gradingMethod: 'AVERAGE' });
    expect(verdict).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, hasTimeLimit: true, timeLimitInMinutes: 10, gradingMethod: 'AVERAGE' } });
  });

  test('a switch that is on needs its value', () => {
    expect(settleSettings(DEFAULT_SETTINGS, { hasTimeLimit: true })).toMatchObject({ ok: false, field: 'timeLimitInMinutes' });
    expect(settleSettings(DEFAULT_SETTINGS, { hasTimeLimit: true, timeLimitInMinutes: 0 })).toMatchObject({ ok: false, field: 'timeLimitInMinutes' });
    expect(settleSettings(DEFAULT_SETTINGS, { hasPublishDate: true })).toMatchObject({ ok: false, field: 'publishDate' });
    expect(settleSettings(DEFAULT_SETTINGS, { hasPublishDate: true, publishDate: '2030-01-01T00:00:00Z' }).ok).toBe(true);
  });

  test('a value sent while its switch is off is a contradiction', () => {
    for (const change of [{ timeLimitInMinutes: 5 }, { publishDate: '2030-01-01T00:00:00Z' }, { maxAttempts: 2 }, { retakeIntervalInMinutes: 0 }]) {
      expect(settleSettings(DEFAULT_SETTINGS, change)).toMatchObject({ ok: false, field: Object.keys(change)[0] });
    }
    // null is "none", not a value.
    expect(settleSettings(DEFAULT_SETTINGS, { maxAttempts: null }).ok).toBe(true);
  });

  test('retakes: a maximum and an interval with the switch; turning it off clears both', () => {
    const on = settleSettings(DEFAULT_SETTINGS, { allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 5 });
    expect(on).toMatchObject({ ok: true, settings: { maxAttempts: 3, retakeIntervalInMinutes: 5 } });
    if (!on.ok) return;
    expect(settleSettings(on.settings, { allowRetake: false })).toMatchObject({ ok: true, settings: { allowRetake: false, maxAttempts: null, retakeIntervalInMinutes: null } });
    // Kept while the switch stays on, whatever else changes.
    expect(settleSettings(on.settings, { shuffleAnswers: true })).toMatchObject({ ok: true, settings: { maxAttempts: 3 } });
  });

  test('stored values stay valid when another field changes; a stored limit is checked when the switch comes back', () => {
    const timed = settleSettings(DEFAULT_SETTINGS, { hasTimeLimit: true, timeLimitInMinutes: 30 });
    if (!timed.ok) throw new Error('expected valid settings');
    const off = settleSettings(timed.settings, { hasTimeLimit: false });
    expect(off).toMatchObject({ ok: true, settings: { timeLimitInMinutes: null } });
    if (!off.ok) return;
    expect(settleSettings(off.settings, { hasTimeLimit: true })).toMatchObject({ ok: false, field: 'timeLimitInMinutes' });
  });
});
