import QRCode from 'qrcode';

/** The QR image of a Pix code, as a PNG data URL the checkout shows (the `qrcode` library, error correction M). */
export function pixQrImage(code: string): Promise<string> {
  return QRCode.toDataURL(code, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}
