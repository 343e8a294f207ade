import { CURRENCY_TYPE } from '../enum/enum.values';

/**
 * The KHQR payload of an invoice (issue 14): Cambodia's Bakong KHQR, an EMVCo merchant-presented QR. Data
 * objects are ID (2 digits), length (2 digits, in characters) and value; an individual Bakong account is template
 * 29 with the account id (`name@bank`) in sub-tag 00; 52 merchant category (5999), 53 currency (116 riel, 840
 * dollars), 54 amount (dynamic codes only: point of initiation 12, else 11), 58 KH, 59 name, 60 city, 62 additional
 * data with the bill number in sub-tag 01, 99 the creation time in milliseconds (sub-tag 00, dynamic codes), and
 * 63 the CRC-16/CCITT-FALSE of everything before it including "6304", as four upper-case hex digits.
 */
export type TKhqrInput = {
  /** The school's Bakong account id, e.g. `school@aclb`. */
  accountId: string;
  merchantName: string;
  merchantCity?: string;
  /** CURRENCY_TYPE: riel or dollars. */
  currency: number;
  /** Major units; none (or 0) for a static code the payer types the amount into. */
  amount?: number;
  billNumber?: string;
  /** Milliseconds since 1970 (dynamic codes). */
  createdAt?: number;
};

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`KHQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function khqrPayload(p: TKhqrInput): string {
  const usd = p.currency === CURRENCY_TYPE.USD;
  const dynamic = p.amount !== undefined && p.amount > 0;
  const parts = [
    field('00', '01'),
    field('01', dynamic ? '12' : '11'),
    field('29', field('00', p.accountId)),
    field('52', '5999'),
    field('53', usd ? '840' : '116'),
    dynamic ? field('54', usd ? p.amount!.toFixed(2) : String(Math.round(p.amount!))) : '',
    field('58', 'KH'),
    field('59', p.merchantName.slice(0, 25)),
    field('60', (p.merchantCity ?? 'Phnom Penh').slice(0, 15)),
    p.billNumber ? field('62', field('01', p.billNumber.slice(0, 25))) : '',
    dynamic && p.createdAt !== undefined ? field('99', field('00', String(p.createdAt))) : '',
  ].join('');
  const body = `${parts}6304`;
  return `${body}${crc16(body)}`;
}

/** Whether a payload's last four characters are the CRC of the rest. */
export const khqrCrcValid = (payload: string) => payload.length > 8 && crc16(payload.slice(0, -4)) === payload.slice(-4);

/** The payload's top-level data objects, by ID (a template's value is its own objects, read with this again). */
export function khqrFields(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 4 <= payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out[id] = payload.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return out;
}
