/** Percentiles and byte formatting for reports. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function formatBytes(n: number): string {
  if (Math.abs(n) >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MiB`;
  if (Math.abs(n) >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${Math.round(n)} B`;
}
