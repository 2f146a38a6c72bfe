import type { Scan } from '@/lib/contract/lpr';

/**
 * A scan (an alert unless told otherwise) as the BFF answers it in a list, numbered `n`, for
 * component tests: a hot-list match by Pat Lee at Northgate. `overrides` changes any field, and
 * `alertDetail` merges into the default one.
 */
export function scanRow(
  n: number,
  overrides: Omit<Partial<Scan>, 'alertDetail'> & {
    alertDetail?: Partial<Scan['alertDetail']>;
  } = {},
): Scan {
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const { alertDetail, ...rest } = overrides;
  return {
    uuid,
    plate: `HOT${n}`,
    capturedAt: '2026-03-10T12:00:00.000Z',
    lastSeen: null,
    confidence: 0.9,
    capturedBy: 'Pat Lee',
    capturedByEmail: 'patrol@demo.test',
    capturedByUUID: 'm-1',
    listUUID: 'l-hot',
    listName: 'Stolen vehicles',
    listType: 1,
    latitude: 42.27,
    longitude: -83.73,
    imgUrl: `/api/scans/${uuid}/image/full`,
    plateImgUrl: `/api/scans/${uuid}/image/plate`,
    isAlert: true,
    alertDetail: {
      isValid: false,
      status: 'Hotlist match',
      expiresAt: null,
      label1: null,
      label2: null,
      nearMatch: null,
      ...alertDetail,
    },
    ...rest,
  };
}
