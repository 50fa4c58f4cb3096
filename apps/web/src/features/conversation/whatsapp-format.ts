// WhatsApp's text formatting (*bold*, _italic_, ~strike~, ```monospace```) and plain links, read into
// nodes the view renders as elements (never as HTML). The sign-off the message box adds is `*Name:*`.
//
// A customer writes whatever they like, so reading a message must take time linear in its length: the
// markup is found by one forward scan rather than a backtracking regex (a 65 KB message of ` _a*b~c`
// took seconds with the regex this replaces).

export type FormattedNode =
  { type: 'text'; text: string } | { type: 'link'; href: string } | { type: 'bold' | 'italic' | 'strike' | 'code'; children: FormattedNode[] };

const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the link before it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', "'", '"']);

const STYLE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
type Marker = keyof typeof STYLE;
const MARKERS = Object.keys(STYLE) as Marker[];
const isMarker = (char: string): char is Marker => (MARKERS as string[]).includes(char);
const FENCE = '```';

const WORD = /[\p{L}\p{N}]/u;

/** True for a letter or digit code point (ASCII answered without the Unicode regex). */
function isWord(codePoint: number): boolean {
  if (codePoint < 0x80) return (codePoint >= 0x30 && codePoint <= 0x39) || ((codePoint | 0x20) >= 0x61 && (codePoint | 0x20) <= 0x7a);
  return WORD.test(String.fromCodePoint(codePoint));
}

/** True when the code point that ends just before `index` (not before `start`) is a letter or a digit. */
function wordBefore(text: string, start: number, index: number): boolean {
  if (index <= start) return false;
  const low = text.charCodeAt(index - 1);
  const from = low >= 0xdc00 && low <= 0xdfff && index - 2 >= start ? index - 2 : index - 1;
  return isWord(text.codePointAt(from)!);
}

/** True when the code point that starts at `index` (before `end`) is a letter or a digit. */
function wordAt(text: string, index: number, end: number): boolean {
  return index < end && isWord(text.codePointAt(index)!);
}

/**
 * The first index at or after `min` (and before `end`) where `test` holds. Asked with growing `min`s, as
 * the scan below does, it never looks at an index twice: one pass over the text in all.
 */
function forwardFinder(end: number, test: (index: number) => boolean): (min: number) => number {
  let found = -2; // -2: not asked yet; -1: none from the last `min` on
  return (min) => {
    if (found === -1 || found >= min) return found;
    for (let index = Math.max(min, found + 1); index < end; index += 1) {
      if (test(index)) return (found = index);
    }
    return (found = -1);
  };
}

/**
 * The markup of text[start, end) (a text without links). A style opens at a marker that follows a line
 * start, a space or punctuation and is not followed by a space or a line break; it closes at the first
 * marker of the same kind on that line that follows neither a space nor a line break and precedes no letter
 * or digit, so its content neither starts nor ends with a space. Monospace is ``` to the next ```, across
 * lines. The leftmost opening that closes wins; styles nest, monospace does not.
 */
function parseMarkup(text: string, start = 0, end = text.length): FormattedNode[] {
  const closers: Partial<Record<Marker, (min: number) => number>> = {};
  const closer = (marker: Marker) =>
    (closers[marker] ??= forwardFinder(end, (j) => text[j] === marker && text[j - 1] !== ' ' && text[j - 1] !== '\n' && !wordAt(text, j + 1, end)));
  const lineBreak = forwardFinder(end, (j) => text[j] === '\n');
  const nodes: FormattedNode[] = [];
  const pushText = (from: number, to: number) => {
    if (to > from) nodes.push({ type: 'text', text: text.slice(from, to) });
  };
  // Once no fence closes after some index, none closes after a later one: the search is not repeated.
  let noFenceFrom = Infinity;
  let emitted = start;
  let i = start;
  while (i < end) {
    const char = text[i];
    if (char === '`' && text.startsWith(FENCE, i) && i + FENCE.length <= end) {
      const from = i + FENCE.length + 1;
      const found = from >= noFenceFrom ? -1 : text.indexOf(FENCE, from);
      const close = found !== -1 && found + FENCE.length <= end ? found : -1;
      if (close === -1) noFenceFrom = Math.min(noFenceFrom, from);
      else {
        pushText(emitted, i);
        nodes.push({ type: 'code', children: [{ type: 'text', text: text.slice(i + FENCE.length, close) }] });
        i = emitted = close + FENCE.length;
        continue;
      }
    } else if (isMarker(char) && !wordBefore(text, start, i) && i + 1 < end && text[i + 1] !== ' ' && text[i + 1] !== '\n') {
      const close = closer(char)(i + 2);
      const lineEnd = lineBreak(i + 1);
      if (close !== -1 && (lineEnd === -1 || close < lineEnd)) {
        pushText(emitted, i);
        nodes.push({ type: STYLE[char], children: parseMarkup(text, i + 1, close) });
        i = emitted = close + 1;
        continue;
      }
    }
    i += 1;
  }
  pushText(emitted, end);
  return nodes;
}

/** A link without the sentence punctuation that follows it. */
function trimTrailing(href: string): string {
  let end = href.length;
  while (end > 0 && TRAILING.has(href[end - 1])) end -= 1;
  return href.slice(0, end);
}

/** The nodes of a message body: links first (an underscore in a URL is not italics), then the markup. */
export function parseFormatted(text: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = trimTrailing(match[0]);
    const start = match.index;
    if (start > last) nodes.push(...parseMarkup(text.slice(last, start)));
    nodes.push({ type: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) nodes.push(...parseMarkup(text.slice(last)));
  return nodes;
}
