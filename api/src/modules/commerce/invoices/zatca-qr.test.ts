import { decimalAmount, groupedAmount } from './money-text';
import { decodeZatcaTlv, encodeZatcaTlv, invoiceQr, zatcaTimestamp } from './zatca-qr';

describe('the ZATCA phase-one QR payload', () => {
  test('an Arabic seller name: lengths are UTF-8 bytes, and it decodes back to the same values', () => {
    const fields = {
      sellerName: 'أكاديمية حلقة التجريبية', vatNumber: '310122393500003', timestamp: '2026-03-01T09:30:00Z', totalWithVat: '1150.00', vatAmount: '150.00',
    };
    const base64 = encodeZatcaTlv(fields);
    const bytes = Buffer.from(base64, 'base64');
    const nameBytes = Buffer.byteLength(fields.sellerName, 'utf8');
    expect(nameBytes).toBeGreaterThan(fields.sellerName.length);
    // Tag 1, its length in bytes, then the name.
    expect([bytes[0], bytes[1]]).toEqual([1, nameBytes]);
    expect(bytes.subarray(2, 2 + nameBytes).toString('utf8')).toBe(fields.sellerName);
    // Tag 2 follows right after.
    expect([bytes[2 + nameBytes], bytes[3 + nameBytes]]).toEqual([2, 15]);
    expect(bytes.length).toBe(5 * 2 + nameBytes + 15 + 20 + 7 + 6);
    expect(decodeZatcaTlv(base64)).toEqual(fields);
  });

  test('the reference vector of a Latin seller', () => {
    // Built by hand (tag, byte length, value), so the encoder is not only checked against its own decoder.
    const expected = Buffer.concat([
      Buffer.from([1, 12]), Buffer.from('Bobs Records'),
      Buffer.from([2, 15]), Buffer.from('310122393500003'),
      Buffer.from([3, 20]), Buffer.from('2022-04-25T15:30:00Z'),
      Buffer.from([4, 7]), Buffer.from('1000.00'),
      Buffer.from([5, 6]), Buffer.from('150.00'),
    ]).toString('base64');
    expect(encodeZatcaTlv({
      sellerName: 'Bobs Records', vatNumber: '310122393500003', timestamp: '2022-04-25T15:30:00Z', totalWithVat: '1000.00', vatAmount: '150.00',
    })).toBe(expected);
  });

  test('a seller name longer than 255 bytes is cut at a character boundary, never inside a letter', () => {
    const name = 'ع'.repeat(200);
    const decoded = decodeZatcaTlv(encodeZatcaTlv({ sellerName: name, vatNumber: '1', timestamp: 't', totalWithVat: '0.00', vatAmount: '0.00' }));
    expect(decoded.sellerName).toBe('ع'.repeat(127));
  });

  test('an invoice: amounts from halalas, time stamp in UTC without milliseconds', () => {
    const decoded = decodeZatcaTlv(invoiceQr({
      sellerName: 'مركز نور', sellerVatNumber: '300075588700003', issuedAt: new Date('2026-03-01T09:30:00.123Z'), totalAmount: 115_005, taxAmount: 15_001,
    }));
    expect(decoded).toEqual({ sellerName: 'مركز نور', vatNumber: '300075588700003', timestamp: '2026-03-01T09:30:00Z', totalWithVat: '1150.05', vatAmount: '150.01' });
    expect(zatcaTimestamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31T23:59:59Z');
  });

  test('a malformed payload is refused', () => {
    expect(() => decodeZatcaTlv(Buffer.from([1, 10, 65]).toString('base64'))).toThrow('runs past the end');
    expect(() => decodeZatcaTlv(Buffer.from([1, 1, 65]).toString('base64'))).toThrow('tag 2 is missing');
  });
});

describe('amounts as text', () => {
  test.each([
    [0, '0.00', '0.00'], [5, '0.05', '0.05'], [100, '1.00', '1.00'], [115_000, '1150.00', '1,150.00'],
    [123_456_789, '1234567.89', '1,234,567.89'], [-250, '-2.50', '-2.50'],
  ])('%i halalas', (halalas, decimal, grouped) => {
    expect(decimalAmount(halalas)).toBe(decimal);
    expect(groupedAmount(halalas)).toBe(grouped);
  });

  test('a float is refused', () => {
    expect(() => decimalAmount(1.5)).toThrow('Not an amount');
  });
});
