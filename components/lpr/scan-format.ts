/** Confidence 0…1 as a whole percent: 0.873 → '87%'. */
export function confidencePercent(confidence: number | null | undefined): string {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return '—';
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}
