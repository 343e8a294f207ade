import { describe, expect, it } from 'vitest';
import { CURRENCY_TYPE } from '../enum/enum.values';
import { crc16, khqrCrcValid, khqrFields, khqrPayload } from './khqr';

/** Published examples (EMVCo merchant-presented codes of Cambodian KHQR libraries) and our own payloads. */
// ts-khqr's README (an individual KHQR with a Chinese alternate-language template: the CRC is over UTF-8 bytes),
// and phannaly/emv-qr-code's README (a dynamic dollar code).
const PUBLISHED = [
  '00020101021229420013ishinvin@devb01090123456780208Dev Bank5204599953031165405100005802KH5909Ishin Vin6010Phnom Penh62680114INV-2022-12-250211855123456780310Ishin Shop07060123450807Payment64180002ZH0102文山0202金边9917001316935559673876304AE27',
  '00020101021252044131153137210116372101160123456789ABCDE6010Phnom Penh5913Merchant Shop5802KH540510.005303840622501081234567802090124444446304A0BA',
];

describe('KHQR payload', () => {
  it('computes CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  it("writes an invoice's dynamic code: account, currency, amount, bill number, timestamp and a CRC that checks", () => {
    const payload = khqrPayload({
      accountId: 'school@aclb',
      merchantName: 'Angkor Primary School',
      currency: CURRENCY_TYPE.USD,
      amount: 85.5,
      billNumber: 'INV-000042',
      createdAt: 1_900_000_000_000,
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(khqrCrcValid(payload)).toBe(true);
    const f = khqrFields(payload);
    expect(khqrFields(f['29']!)).toEqual({ '00': 'school@aclb' });
    expect(f).toMatchObject({ '52': '5999', '53': '840', '54': '85.50', '58': 'KH', '59': 'Angkor Primary School', '60': 'Phnom Penh' });
    expect(khqrFields(f['62']!)).toEqual({ '01': 'INV-000042' });
    expect(khqrFields(f['99']!)).toEqual({ '00': '1900000000000' });
    expect(f['63']).toBe(payload.slice(-4));
    // One character changed: the CRC no longer checks.
    expect(khqrCrcValid(payload.replace('85.50', '86.50'))).toBe(false);
  });

  it('writes riel whole with currency 116, and a static code without an amount', () => {
    const riel = khqrFields(khqrPayload({ accountId: 'a@b', merchantName: 'S', currency: CURRENCY_TYPE.KHR, amount: 410000 }));
    expect(riel).toMatchObject({ '01': '12', '53': '116', '54': '410000' });
    const fixed = khqrFields(khqrPayload({ accountId: 'a@b', merchantName: 'S', currency: CURRENCY_TYPE.KHR }));
    expect(fixed['01']).toBe('11');
    expect(fixed['54']).toBeUndefined();
    expect(fixed['99']).toBeUndefined();
  });

  it('checks the CRC of published codes and reads them field by field', () => {
    for (const payload of PUBLISHED) expect(khqrCrcValid(payload)).toBe(true);
    const [individual, merchant] = PUBLISHED.map(khqrFields);
    expect(khqrFields(individual!['29']!)).toMatchObject({ '00': 'ishinvin@devb', '02': 'Dev Bank' });
    expect(individual).toMatchObject({ '53': '116', '54': '10000', '63': 'AE27' });
    expect(merchant).toMatchObject({ '01': '12', '53': '840', '54': '10.00', '63': 'A0BA' });
  });
});
