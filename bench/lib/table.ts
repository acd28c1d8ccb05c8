import type { BenchRow } from "./bench";

const dash = "–";

function formatMs(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return dash;
  return value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`;
}

function formatRate(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return dash;
  return `${Math.round(value).toLocaleString("en-US")}/s`;
}

function formatBaseline(row: BenchRow): string {
  if (row.baselineName === undefined) return dash;
  return row.baselineThroughput === undefined ? row.baselineName : `${row.baselineName} ${formatRate(row.baselineThroughput)}`;
}

function formatRatio(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return dash;
  return `${value.toFixed(value < 10 ? 2 : 1)}×`;
}

function formatTarget(row: BenchRow): string {
  if (row.target === undefined) return "";
  const verdict = row.meetsTarget === undefined ? "" : row.meetsTarget ? "ok " : "MISSED ";
  return `${verdict}(${row.target})`;
}

/** A plain-text table: name, p50, p95, throughput, baseline, ratio, and the target verdict when there is one. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ["name", "p50", "p95", "throughput", "baseline", "ratio", "target"];
  const body = rows.map((row) => [
    row.name,
    formatMs(row.p50Ms),
    formatMs(row.p95Ms),
    formatRate(row.throughput),
    formatBaseline(row),
    formatRatio(row.ratio),
    formatTarget(row),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}
