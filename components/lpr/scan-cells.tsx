import type { Scan } from '@/lib/contract/lpr';
import { ScanThumb } from './ScanThumb';
import { DateText } from '@/components/ui/DateText';

// The cells the scans and alerts tables share (each table names the columns its own way).

/** The cropped plate image. */
export function plateImageCell(scan: Scan) {
  return <ScanThumb src={scan.plateImgUrl} alt={`Plate ${scan.plate}`} kind="plate" />;
}

/** The plate as read. */
export function plateCell(scan: Scan) {
  return (
    <span className="font-mono text-sm font-semibold tracking-wide text-gray-900">
      {scan.plate}
    </span>
  );
}

/** When the scan was captured. */
export function capturedAtCell(scan: Scan) {
  return (
    <span className="whitespace-nowrap">
      <DateText value={scan.capturedAt} />
    </span>
  );
}

/** Who captured it (their email on hover). */
export function capturedByCell(scan: Scan) {
  return (
    <span className="whitespace-nowrap" title={scan.capturedByEmail || undefined}>
      {scan.capturedBy}
    </span>
  );
}
