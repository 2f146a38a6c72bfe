import {
  boundingBox,
  boxCentre,
  canSearchAddress,
  geofenceFromPolygon,
  isDrawablePolygon,
  type LatLngPair,
} from '@/lib/rules/lists/geofence';

const triangle: LatLngPair[] = [
  [42.0, -71.2],
  [42.3, -71.0],
  [41.9, -70.8],
];

describe('boundingBox', () => {
  it.each<[string, LatLngPair[], ReturnType<typeof boundingBox>]>([
    ['no points', [], null],
    ['one point', [[10, 20]], { latMin: 10, latMax: 10, lngMin: 20, lngMax: 20 }],
    ['a triangle', triangle, { latMin: 41.9, latMax: 42.3, lngMin: -71.2, lngMax: -70.8 }],
    [
      'a square over the equator and meridian',
      [
        [-1, -1],
        [-1, 1],
        [1, 1],
        [1, -1],
      ],
      { latMin: -1, latMax: 1, lngMin: -1, lngMax: 1 },
    ],
  ])('%s', (_name, coords, box) => {
    expect(boundingBox(coords)).toEqual(box);
  });
});

describe('boxCentre', () => {
  it('is the middle of the box', () => {
    const [lat, lng] = boxCentre({ latMin: 41.9, latMax: 42.3, lngMin: -71.2, lngMax: -70.8 });
    expect(lat).toBeCloseTo(42.1, 10);
    expect(lng).toBeCloseTo(-71.0, 10);
  });
});

describe('isDrawablePolygon', () => {
  it.each<[string, LatLngPair[], boolean]>([
    ['a triangle', triangle, true],
    ['two points', triangle.slice(0, 2), false],
    ['three points with a repeat', [triangle[0], triangle[1], triangle[0]], false],
    ['a point out of range', [[91, 0], ...triangle.slice(1)], false],
  ])('%s → %p', (_name, coords, ok) => {
    expect(isDrawablePolygon(coords)).toBe(ok);
  });
});

describe('geofenceFromPolygon', () => {
  it('carries the points, their box, its centre and the zoom', () => {
    const fence = geofenceFromPolygon('list-1', triangle, 17.4);
    expect(fence).toMatchObject({
      listUUID: 'list-1',
      latMin: 41.9,
      latMax: 42.3,
      lngMin: -71.2,
      lngMax: -70.8,
      zoom: 17.4,
      coords: triangle,
    });
    expect(fence.latitude).toBeCloseTo(42.1, 10);
    expect(fence.longitude).toBeCloseTo(-71.0, 10);
  });

  it('keeps the zoom within 0..22', () => {
    expect(geofenceFromPolygon('l', triangle, 30).zoom).toBe(22);
  });

  it('refuses no points', () => {
    expect(() => geofenceFromPolygon('l', [], 4)).toThrow();
  });
});

describe('canSearchAddress', () => {
  it.each([
    ['', false],
    ['Paris', false],
    ['  Bost  ', false],
    ['Boston', true],
    ['12 Main St', true],
  ])('%p → %p', (address, ok) => {
    expect(canSearchAddress(address)).toBe(ok);
  });
});
