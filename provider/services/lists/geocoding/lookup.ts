import { searchGazetteer, type Place } from './gazetteer';

export const GEOCODER_TIMEOUT_MS = 3000;
const MAX_RESULTS = 5;

/** Asks a Nominatim-compatible geocoder (`?q=…&format=json`); throws on any failure. */
async function askGeocoder(baseUrl: string, address: string): Promise<Place[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', String(MAX_RESULTS));
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': 'vert-dashboard-provider' },
    signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('geocoder answer is not a list');
  const places: Place[] = [];
  for (const item of body as { lat?: unknown; lon?: unknown; display_name?: unknown }[]) {
    const latitude = Number(item?.lat);
    const longitude = Number(item?.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push({
      latitude,
      longitude,
      label: typeof item.display_name === 'string' ? item.display_name : address,
    });
  }
  return places.slice(0, MAX_RESULTS);
}

/**
 * Geocodes an address: with GEOCODER_URL set, that geocoder (3 s timeout), falling back to the
 * bundled gazetteer when it fails; otherwise the gazetteer.
 */
export async function lookupAddressOf(
  address: string,
  geocoderUrl = process.env.GEOCODER_URL,
): Promise<{ data: Place[] }> {
  if (geocoderUrl) {
    try {
      return { data: await askGeocoder(geocoderUrl, address) };
    } catch (error) {
      console.warn('[provider] geocoder failed; using the offline gazetteer:', String(error));
    }
  }
  return { data: searchGazetteer(address, MAX_RESULTS) };
}
