/**
 * Halalas as a decimal string with two decimals ("1150.00"), by integer
 * arithmetic only: the QR code, the journal and the PDF print amounts this
 * way, and a float would eventually print 0.30000000000000004.
 */
export function decimalAmount(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new Error(`Not an amount in halalas: ${halalas}`);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The same with thousands separators, for people ("1,150.00"); Western digits in both languages, as Saudi invoices print them. */
export function groupedAmount(halalas: number): string {
  const [whole, fraction] = decimalAmount(halalas).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
