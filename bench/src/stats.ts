/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const cell = (value: string | number) => (typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(value >= 100 ? 0 : 1) : '-') : value);

/** Prints rows as an aligned text table (first column left, the rest right). */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const text = [headers, ...rows.map((row) => row.map(cell))];
  const widths = headers.map((_, i) => Math.max(...text.map((row) => String(row[i]).length)));
  const line = (row: (string | number)[]) => row.map((value, i) => (i === 0 ? String(value).padEnd(widths[i]) : String(value).padStart(widths[i]))).join('  ');
  console.log(line(text[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of text.slice(1)) console.log(line(row));
}

/** A verdict line for a target: PASS/MISS with the figures compared. */
export function verdict(label: string, ok: boolean, detail: string): string {
  return `${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`;
}
