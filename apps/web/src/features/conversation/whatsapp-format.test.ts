// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFormatted, type FormattedNode } from './whatsapp-format';

const text = (value: string) => ({ type: 'text', text: value });

/** The least CPU time (ms) of five runs: CPU rather than wall time, so a busy machine does not count. */
function leastCpuMs(run: () => void): number {
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

describe('parseFormatted', () => {
  it('reads the sign-off and WhatsApp styles', () => {
    expect(parseFormatted('*Ana Souza:*\nBom dia')).toEqual([{ type: 'bold', children: [text('Ana Souza:')] }, text('\nBom dia')]);
    expect(parseFormatted('um _dois_ ~três~ ```quatro```')).toEqual([
      text('um '),
      { type: 'italic', children: [text('dois')] },
      text(' '),
      { type: 'strike', children: [text('três')] },
      text(' '),
      { type: 'code', children: [text('quatro')] },
    ]);
  });

  it('nests styles', () => {
    expect(parseFormatted('*muito _importante_*')).toEqual([{ type: 'bold', children: [text('muito '), { type: 'italic', children: [text('importante')] }] }]);
  });

  it('leaves markers inside words and around spaces as text', () => {
    expect(parseFormatted('2*3*4 e snake_case_name e * solto *')).toEqual([text('2*3*4 e snake_case_name e * solto *')]);
  });

  it('makes links without sentence punctuation, and never italics inside a link', () => {
    expect(parseFormatted('Veja https://exemplo.com/a_b_c. Ok')).toEqual([text('Veja '), { type: 'link', href: 'https://exemplo.com/a_b_c' }, text('. Ok')]);
  });
});

// The regex reading this file replaced (quadratic on long lines without closers): the new reader must give
// the same nodes on every text, which random texts over the markup's alphabet check below.
const OLD_MARKUP = /```([\s\S]+?)```|(?<![\p{L}\p{N}])([*_~])(?! )([^\n]*?[^ \n])\2(?![\p{L}\p{N}])/u;
const OLD_STYLE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
function oldParseMarkup(input: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let rest = input;
  for (let match = OLD_MARKUP.exec(rest); match; match = OLD_MARKUP.exec(rest)) {
    if (match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, match.index) });
    if (match[1] !== undefined) nodes.push({ type: 'code', children: [{ type: 'text', text: match[1] }] });
    else nodes.push({ type: OLD_STYLE[match[2] as keyof typeof OLD_STYLE], children: oldParseMarkup(match[3]) });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push({ type: 'text', text: rest });
  return nodes;
}

describe('parseFormatted on any text', () => {
  it('reads markup exactly as WhatsApp-style rules say, on thousands of random texts', () => {
    const alphabet = ['*', '_', '~', '`', '```', 'a', 'Z', '7', ' ', '\n', 'é', '😀', '𝐀', '.', '(', ':'];
    let seed = 20260519;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 5000; run += 1) {
      const length = 1 + Math.floor(random() * 24);
      const input = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(parseFormatted(input), JSON.stringify(input)).toEqual(oldParseMarkup(input));
    }
  });

  it('reads a 65 KB customer message of unclosed markers in time linear in its length', () => {
    const hostile = ' _a*b~c'.repeat(Math.ceil(65_536 / 7)).slice(0, 65_536);
    expect(parseFormatted(hostile)).toEqual([text(hostile)]);
    const quarter = leastCpuMs(() => parseFormatted(hostile.slice(0, 16_384)));
    const whole = leastCpuMs(() => parseFormatted(hostile));
    // Four times the text: about four times the work when linear, sixteen when quadratic.
    expect(whole).toBeLessThan(8 * quarter + 5);
  });

  it('trims sentence punctuation after a link in time linear in its length', () => {
    const linkOf = (dots: number) => `https://exemplo.com/${'.'.repeat(dots)}x`;
    const link = linkOf(60_000);
    expect(parseFormatted(`${link}!!!`)).toEqual([{ type: 'link', href: link }, text('!!!')]);
    const quarter = leastCpuMs(() => parseFormatted(`${linkOf(15_000)}!!!`));
    const whole = leastCpuMs(() => parseFormatted(`${link}!!!`));
    expect(whole).toBeLessThan(8 * quarter + 5);
  });
});
