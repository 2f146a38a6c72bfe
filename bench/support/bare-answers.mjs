/**
 * The bare floor server's answers (bench/support/bare-server.mjs): the provider's row mappings
 * (provider/services/lpr/scan-view.ts, provider/services/permits/issued-view.ts) and the BFF's
 * (server/bff/routes/lpr/scan-view.ts, server/bff/routes/permits/issued-views.ts) written out by hand,
 * keys in the contract's order. bench/scale.ts compares the bytes with the product's answer.
 */

const SCAN_PAGE_SIZE = 100;
const ISSUED_PAGE_SIZE = 100;
const SCAN_MATCH_LIST_TYPES = [0, 1, 2, 3];
const HOLDER_KEYS = [
  'label',
  'name',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phonenumber',
  'buildingBusiness',
  'lotName',
  'emergencyName',
  'emergencyEmail',
  'emergencyNumber',
];

/** The database's timestamptz text ('2026-11-25 08:49:34.372+00') as ISO-8601 UTC, ms. */
function iso(text) {
  if (text === null) return null;
  const n = text.length;
  if (n >= 22 && n <= 29 && n !== 23 && text[10] === ' ' && text.endsWith('+00')) {
    const ms =
      n === 22 ? '000' : n >= 26 ? text.slice(20, 23) : text.slice(20, n - 3).padEnd(3, '0');
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
  }
  return new Date(text).toISOString();
}

/** The result's rows as objects keyed by column name (the first column of a name wins). */
function rowsOf(result) {
  const names = result.fields.map((f) => f.name);
  return result.rows.map((row) => {
    const o = {};
    for (let i = names.length - 1; i >= 0; i--) o[names[i]] = row[i];
    return o;
  });
}

const statementIndex = (read, pattern) => {
  const i = read.statements.findIndex((s) => pattern.test(s.text));
  if (i < 0) throw new Error(`${read.path}: no statement matches ${pattern}`);
  return i;
};

function scanOf(r) {
  const uuid = r.uuid;
  const path = `/api/scans/${encodeURIComponent(uuid)}/image/`;
  return {
    uuid,
    plate: r.plate,
    capturedAt: iso(r.captured_at),
    lastSeen: iso(r.last_seen),
    confidence: Math.min(1, Math.max(0, Math.round(Number(r.confidence) * 1000) / 1000)),
    capturedBy: r.fullname ?? '',
    capturedByEmail: r.email ?? '',
    capturedByUUID: r.captured_by_uuid,
    listUUID: r.list_uuid,
    listName: r.list_name,
    listType: SCAN_MATCH_LIST_TYPES.find((t) => t === r.list_type) ?? null,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    imgUrl: `${path}full`,
    plateImgUrl: `${path}plate`,
    isAlert: Boolean(r.is_alert),
    alertDetail:
      r.status === null
        ? null
        : {
            isValid: r.is_valid ?? true,
            status: r.status,
            expiresAt: iso(r.expires_at),
            label1: r.label1,
            label2: r.label2,
            nearMatch:
              r.near_plate === null ? null : { plate: r.near_plate, why: r.near_why ?? '' },
          },
  };
}

/** GET /api/scans[?page=n]: one page of all scans. */
async function scansAnswer(read, run) {
  const page = Number(new URL(read.path, 'http://x').searchParams.get('page') ?? 1);
  const pageAt = statementIndex(read, /from "scans" left join/);
  const totalsAt = statementIndex(read, /from "scan_totals"/);
  const results = await run(read);
  const totals = rowsOf(results[totalsAt])[0];
  return {
    plates: rowsOf(results[pageAt]).map(scanOf),
    count: Number(totals?.scans ?? 0),
    page,
    pageSize: SCAN_PAGE_SIZE,
    mode: 'all',
  };
}

/** GET /api/permits/issued?page=n: one page of issued permits, newest first. */
async function issuedAnswer(read, run) {
  const page = Number(new URL(read.path, 'http://x').searchParams.get('page') ?? 0);
  const pageAt = statementIndex(read, /from "permits_issued"/);
  const vehiclesAt = statementIndex(read, /from "permit_vehicles"/);
  // The vehicles' uuids come from the page's rows, as the provider collects them.
  const results = await run(read, (i, values, done) => {
    if (i !== vehiclesAt) return values;
    const uuids = new Set();
    for (const r of rowsOf(done[pageAt])) {
      if (r.vehicle_uuid) uuids.add(r.vehicle_uuid);
      for (const v of r.secondary_vehicle_uuids) uuids.add(v);
    }
    return [[...uuids]];
  });
  const vehicles = new Map();
  for (const v of rowsOf(results[vehiclesAt])) {
    const { uuid, plate, state, make, model, color } = v;
    vehicles.set(uuid, { uuid, plate, state, make, model, color });
  }
  const rows = rowsOf(results[pageAt]);
  const permits = rows.slice(0, ISSUED_PAGE_SIZE).map((r) => {
    const holder = {};
    for (const k of HOLDER_KEYS) holder[k] = r.holder[k] ?? null;
    holder.name = r.holder.name ?? r.fullname;
    holder.email = r.holder.email ?? r.email;
    const permit = encodeURIComponent(r.uuid);
    return {
      uuid: r.uuid,
      productUUID: r.product_uuid,
      customerUUID: r.customer_uuid,
      customerPermitId: r.customer_permit_id,
      permitName: r.name,
      permitDescription: r.description,
      amount: r.amount,
      paidStatus: r.paid_status,
      message: r.message,
      paidSubtotal: r.paid_subtotal,
      paidTotalFees: r.paid_total_fees,
      paidTotal: r.paid_total,
      paidNet: r.paid_net,
      billingType: r.billing_type,
      billingPeriod: r.billing_period,
      permitDuration: r.permit_duration,
      permitDurationUnit: r.permit_duration_unit,
      createdOn: iso(r.created_at),
      issuedOn: iso(r.issued_on),
      expiresAt: iso(r.expires_at),
      signupCode: r.signup_code,
      customerName: r.fullname,
      customerEmail: r.email,
      vehicle: r.vehicle_uuid ? (vehicles.get(r.vehicle_uuid) ?? null) : null,
      secondaryVehicles: r.secondary_vehicle_uuids.flatMap((uuid) => {
        const v = vehicles.get(uuid);
        return v ? [{ ...v, isActive: true }] : [];
      }),
      isPrimaryVehicleActive: r.is_primary_vehicle_active,
      regImgUrls: r.reg_img_file_uuids.map(
        (f) => `/api/permits/issued/${permit}/images/${encodeURIComponent(f)}`,
      ),
      issuedBy: r.issued_by,
      permitHolder: holder,
    };
  });
  return { permits, page, hasNext: rows.length > ISSUED_PAGE_SIZE, search: null };
}

/** The answer of a captured read, by its path. */
export function answerOf(read, run) {
  if (/^\/api\/scans(\?|$)/.test(read.path)) return scansAnswer(read, run);
  if (/^\/api\/permits\/issued(\?|$)/.test(read.path)) return issuedAnswer(read, run);
  throw new Error(`the bare server has no answer for ${read.path}`);
}
