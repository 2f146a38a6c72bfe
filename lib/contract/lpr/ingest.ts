import { z } from 'zod';
import { callsOf, isoDate } from '../define-call';
import { scan } from './scans';
import { normalizePlate } from '../../rules/plate';

/** Fields of a scan the patrol app uploads (multipart/form-data; the image part is `image`). */
export const scanUpload = z.object({
  entityUUID: z.uuid(),
  plate: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{1,16}$/, {
      message: 'Plates are 1 to 16 letters, digits, spaces or dashes.',
    })
    .transform(normalizePlate),
  capturedAt: isoDate,
  confidence: z.coerce.number().min(0).max(1),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** Image types and size the scan upload accepts. */
export const SCAN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const SCAN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const call = callsOf('scans');

export const ingestScan = call.post('ingestScan', {
  path: '/api/v1/scans',
  summary:
    'The patrol app uploads a scan (multipart/form-data: the fields below plus an optional `image` file, JPEG/PNG/WebP up to 5 MB). capturedBy is the token user. The plate is matched against the lists at once.',
  body: scanUpload,
  response: scan,
  errors: {
    400: 'Fields invalid, or the image is not JPEG/PNG/WebP or larger than 5 MB.',
    403: 'Not an active member.',
  },
});

export const getScanImage = call.get('getScanImage', {
  path: '/api/v1/scans/{uuid}/image/{kind}',
  summary:
    "The scan's image (kind full) or its cropped plate (kind plate): the uploaded file, or a rendered SVG for scans without one. Answers the image bytes, not JSON.",
  params: z.object({ uuid: z.uuid(), kind: z.enum(['full', 'plate']) }),
  /** The organisation the caller expects the scan in (the dashboard's): a scan of another is a 404. */
  query: z.object({ entity: z.uuid().optional() }),
  response: z.unknown(),
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
  errors: { 403: 'Not a member of the organisation.', 404: 'No such scan.' },
});
