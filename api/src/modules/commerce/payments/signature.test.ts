import { signWebhook, verifyWebhookSignature } from './signature';

const SECRET = 'whsec_test';
const BODY = Buffer.from('{"id":"evt_1","type":"payment.paid","data":{"id":"sbx_pay_1"}}');
const NOW = new Date('2026-05-15T10:00:00Z');

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('webhook signatures (t=<unix>,v1=<hex> over `${t}.${raw body}`)', () => {
  test('a fresh signature of the exact body passes, within 300 s either way', () => {
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, NOW), NOW))).toBeNull();
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, new Date(NOW.getTime() - 300_000)), NOW))).toBeNull();
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, new Date(NOW.getTime() + 300_000)), NOW))).toBeNull();
  });

  test('another body, another secret, a missing or mangled header: pay-003', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    expect(refusal(() => verifyWebhookSignature(SECRET, Buffer.from(`${BODY.toString()} `), header, NOW))).toBe('pay-003');
    expect(refusal(() => verifyWebhookSignature('another', BODY, header, NOW))).toBe('pay-003');
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, undefined, NOW))).toBe('pay-003');
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, 'v1=abc', NOW))).toBe('pay-003');
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, `t=x,${header.split(',')[1]}`, NOW))).toBe('pay-003');
    // The time stamp is signed: moving it breaks the signature.
    const [, v1] = header.split(',');
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, `t=${Math.floor(NOW.getTime() / 1000) + 1},${v1}`, NOW))).toBe('pay-003');
  });

  test('a genuine signature older (or newer) than 300 s: pay-004 (a replay)', () => {
    const old = signWebhook(SECRET, BODY, new Date(NOW.getTime() - 301_000));
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, old, NOW))).toBe('pay-004');
    const future = signWebhook(SECRET, BODY, new Date(NOW.getTime() + 301_000));
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, future, NOW))).toBe('pay-004');
  });

  test('one of several v1 values matching is enough (a secret being rotated)', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const [t, v1] = header.split(',');
    expect(refusal(() => verifyWebhookSignature(SECRET, BODY, `${t},v1=${'0'.repeat(64)},${v1}`, NOW))).toBeNull();
  });
});
