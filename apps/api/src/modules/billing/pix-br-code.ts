// The Pix "copia e cola" code: an EMV merchant-presented QR payload as the Banco Central's BR Code manual lays
// it out (docs/contract.md §10 Billing). Each field is ID (2 digits) + length (2 digits) + value; the payload
// ends with field 63, the CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything before it, "6304" included.

export interface PixCode {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** The amount in R$ ("30.00"). */
  amount: string;
  /** Up to 25 letters and digits: the payment's reference in the payer's bank statement. */
  txid: string;
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Uppercase ASCII letters, digits and spaces within `max` characters, as the BR Code's name and city must be. */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** CRC16-CCITT (0x1021, initial 0xFFFF, no reflection) over the text's bytes, as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The complete BR Code of one payment: fields 00, 26 (GUI + key), 52, 53, 54, 58, 59, 60, 62 (txid) and 63. */
export function buildPixCode(code: PixCode): string {
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', code.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', code.amount) +
    field('58', 'BR') +
    field('59', brCodeText(code.merchantName, 25)) +
    field('60', brCodeText(code.merchantCity, 15)) +
    field('62', field('05', code.txid)) +
    '6304';
  return payload + crc16(payload);
}
