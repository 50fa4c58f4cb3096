// WhatsApp's text formatting (*bold*, _italic_, ~strike~, ```monospace```) and plain links, read into
// nodes the view renders as elements (never as HTML). The sign-off the message box adds is `*Name:*`.

export type FormattedNode =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string }
  | { type: 'bold' | 'italic' | 'strike' | 'code'; children: FormattedNode[] };

const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the link before it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

// A marker opens after a line start, a space or punctuation, and its content neither starts nor ends with a space.
const MARKUP = /```([\s\S]+?)```|(?<![\p{L}\p{N}])([*_~])(?! )([^\n]*?[^ \n])\2(?![\p{L}\p{N}])/u;

const STYLE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;

function parseMarkup(text: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let rest = text;
  for (let match = MARKUP.exec(rest); match; match = MARKUP.exec(rest)) {
    if (match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, match.index) });
    if (match[1] !== undefined) nodes.push({ type: 'code', children: [{ type: 'text', text: match[1] }] });
    else nodes.push({ type: STYLE[match[2] as keyof typeof STYLE], children: parseMarkup(match[3]) });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push({ type: 'text', text: rest });
  return nodes;
}

/** The nodes of a message body: links first (an underscore in a URL is not italics), then the markup. */
export function parseFormatted(text: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) nodes.push(...parseMarkup(text.slice(last, start)));
    nodes.push({ type: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) nodes.push(...parseMarkup(text.slice(last)));
  return nodes;
}
