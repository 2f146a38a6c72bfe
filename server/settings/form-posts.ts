import 'server-only';
import { APPEAL_IMAGE_MAX_BYTES, APPEAL_IMAGES_MAX } from '@/lib/contract/citations';
import { REG_IMAGE_MAX_BYTES, REG_IMAGES_MAX } from '@/lib/contract/permits';
import { plainPageResponse } from '@/server/portal/plain-page';

/**
 * What a POST to a page may be (proxy.ts runs this before Next's server-action handler).
 * The portal forms are server actions; Next refuses a foreign Origin by throwing (a 500, and an
 * unhandled rejection in the log), `Origin: null` crashes its URL parsing (500), and a body over
 * its limit is a 500 too. Here they are answered as readable pages instead:
 * - a foreign, `null` or unreadable Origin is 403 (the same comparison as Next: the Origin's host
 *   against the first X-Forwarded-Host, else Host; no Origin at all passes, as in Next);
 * - a Content-Length over the page's cap is 413: a page's cap is what its form needs (a few
 *   kilobytes; the forms with photos: their photos plus 1 MB).
 *
 * PAGE_POST_MAX_BYTES must not pass next.config.mjs's serverActions.bodySizeLimit and
 * proxyClientMaxBodySize (tested): a body within the cap then reaches the action whole.
 */

const MB = 1024 * 1024;
/** Room for the form's text fields, the multipart envelope and Next's action fields. */
const FORM_MARGIN_BYTES = MB;

/** Any other page: a look-up, a payment, a code request, a meter session. */
export const SMALL_FORM_MAX_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

interface UploadForm {
  /** The route path (after the portal host's rewrite) whose form takes photos. */
  path: RegExp;
  maxBytes: number;
  tooLarge: string;
}

const UPLOAD_FORMS: UploadForm[] = [
  {
    path: /^\/portal\/[^/]+\/citations\/[^/]+\/appeal$/,
    maxBytes: APPEAL_IMAGES_MAX * APPEAL_IMAGE_MAX_BYTES + FORM_MARGIN_BYTES,
    tooLarge: `The photos are too large to send. Please choose at most ${APPEAL_IMAGES_MAX} photos of at most ${megabytes(APPEAL_IMAGE_MAX_BYTES)} each and send the appeal again.`,
  },
  {
    path: /^\/portal\/[^/]+\/permit\/[^/]+\/(verify|guestcheckout)$/,
    maxBytes: REG_IMAGES_MAX * REG_IMAGE_MAX_BYTES + FORM_MARGIN_BYTES,
    tooLarge: `The registration images are too large to send. Please choose at most ${REG_IMAGES_MAX} images of at most ${megabytes(REG_IMAGE_MAX_BYTES)} each and send the form again.`,
  },
];

/** The largest body any page takes. */
export const PAGE_POST_MAX_BYTES = Math.max(
  SMALL_FORM_MAX_BYTES,
  ...UPLOAD_FORMS.map((f) => f.maxBytes),
);

export const FOREIGN_ORIGIN_TEXT =
  'For your safety, this form is only taken from its own page on this site, and this one came from elsewhere (or your browser did not say where from). Please open the page again and send the form from there.';
export const TOO_LARGE_TEXT = 'This form is larger than this page accepts. Please send it again.';

/** The body cap of a page (its route path) and the text shown when a body passes it. */
export function formCapOf(routePath: string): { maxBytes: number; tooLarge: string } {
  const upload = UPLOAD_FORMS.find((f) => f.path.test(routePath));
  return upload ?? { maxBytes: SMALL_FORM_MAX_BYTES, tooLarge: TOO_LARGE_TEXT };
}

/** The host an Origin must name: the first X-Forwarded-Host, else Host (as Next compares). */
function expectedHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}

/** Whether the Origin header (when there is one) names this request's own host. */
export function isOwnOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && host === expectedHost(headers);
}

/**
 * The answer to a POST that must not reach the page (403 or 413), or null to let it through.
 * `pagePath` is the path the browser asked for (the link back), `routePath` the route serving
 * it (the portal host's paths are rewritten to /portal/{sub}/…).
 */
export function refusedPagePost(
  req: Request,
  pagePath: string,
  routePath: string,
): Response | null {
  if (req.method !== 'POST') return null;
  const again = { href: pagePath, label: 'Open the page again' };
  if (!isOwnOrigin(req.headers)) {
    return plainPageResponse({
      status: 403,
      title: 'This form was not sent',
      text: FOREIGN_ORIGIN_TEXT,
      link: again,
    });
  }
  const length = Number(req.headers.get('content-length'));
  const cap = formCapOf(routePath);
  if (Number.isFinite(length) && length > cap.maxBytes) {
    return plainPageResponse({
      status: 413,
      title: 'This form is too large',
      text: cap.tooLarge,
      link: again,
    });
  }
  return null;
}
