// How the API stores the content of locations and contact cards in a message's body
// (apps/api/src/modules/messages/message-content.ts), read back for the conversation view.

export interface SharedLocation {
  latitude: number;
  longitude: number;
  /** A Google Maps link built from the coordinates (never the stored text, which came from outside). */
  mapUrl: string;
  name: string | null;
  address: string | null;
}

const COORDINATES = /[?&]q=(-?\d{1,3}(?:\.\d+)?)(?:%2C|,)(-?\d{1,3}(?:\.\d+)?)/i;

/** A location body: the map link on the first line, then the place's name and address when known. */
export function parseLocation(body: string): SharedLocation | null {
  const [link = '', name, address] = body.split('\n');
  const match = COORDINATES.exec(link);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    latitude,
    longitude,
    mapUrl: `https://maps.google.com/maps?q=${latitude},${longitude}&z=17`,
    name: name?.trim() || null,
    address: address?.trim() || null,
  };
}

export interface SharedContact {
  name: string;
  /** The phone as the card shows it, or null when the card has none. */
  number: string | null;
}

/** vCard long lines continue on lines that start with a space or a tab (RFC 6350 §3.2). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
}

function valueOf(line: string): string {
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The contact cards of a vCard body (one message can carry several); none when it is not a vCard. */
export function parseVcards(body: string): SharedContact[] {
  const cards: SharedContact[] = [];
  let current: { fn: string; n: string; tel: string | null } | null = null;
  for (const line of unfold(body)) {
    const property = line.split(/[;:]/, 1)[0].toUpperCase();
    if (line.toUpperCase().startsWith('BEGIN:VCARD')) current = { fn: '', n: '', tel: null };
    else if (!current) continue;
    else if (line.toUpperCase().startsWith('END:VCARD')) {
      const name = current.fn || current.n.split(';').filter(Boolean).reverse().join(' ');
      if (name || current.tel) cards.push({ name: name || (current.tel ?? ''), number: current.tel });
      current = null;
    } else if (property === 'FN') current.fn = valueOf(line);
    else if (property === 'N') current.n = valueOf(line);
    else if (property.endsWith('TEL') && current.tel === null) current.tel = valueOf(line) || null;
  }
  return cards;
}
