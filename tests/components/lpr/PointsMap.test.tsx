/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import type { PointsMapProps } from '@/components/maps/PointsMap';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  POINT_ZOOM,
  mapView,
  splitPoints,
  type MapPointItem,
} from '@/components/maps/points';

// Leaflet needs a real browser (see tests/e2e/overview.spec.ts); the wrapper is tested here.
jest.mock('@/components/maps/PointsMapInner', () => ({
  __esModule: true,
  default: ({ points }: PointsMapProps) => <p>inner map with {points.length} points</p>,
}));

const { PointsMap } = jest.requireActual<typeof import('@/components/maps/PointsMap')>(
  '@/components/maps/PointsMap',
);

const scan = (id: string, latitude: number, longitude: number): MapPointItem => ({
  id,
  latitude,
  longitude,
  kind: 'scan',
});

describe('PointsMap', () => {
  it('is a named region that loads the Leaflet map in the browser only', async () => {
    render(
      <PointsMap
        points={[scan('a', 42, -87)]}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="© Tiles"
        ariaLabel="Recent Scans and Alerts"
        className="h-64"
      />,
    );
    const region = screen.getByRole('region', { name: 'Recent Scans and Alerts' });
    expect(region).toHaveClass('h-64');
    expect(await screen.findByText('inner map with 1 points')).toBeInTheDocument();
  });
});

describe('splitPoints', () => {
  it('puts alerts apart (drawn on top) and drops points without a usable position', () => {
    const alert: MapPointItem = { ...scan('b', 43, -88), kind: 'alert' };
    const { scans, alerts } = splitPoints([
      scan('a', 42, -87),
      alert,
      scan('zero', 0, 0),
      scan('nan', Number.NaN, 1),
      scan('far', 95, 1),
    ]);
    expect(scans.map((p) => p.id)).toEqual(['a']);
    expect(alerts).toEqual([alert]);
  });
});

describe('mapView', () => {
  it('uses a given center and zoom', () => {
    expect(mapView([scan('a', 1, 2)], [10, 20], 12)).toEqual({
      kind: 'center',
      center: [10, 20],
      zoom: 12,
    });
  });

  it('falls back to the default view without points', () => {
    expect(mapView([])).toEqual({ kind: 'center', center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  });

  it('centres on a single point', () => {
    expect(mapView([scan('a', 42, -87), scan('b', 42, -87)])).toEqual({
      kind: 'center',
      center: [42, -87],
      zoom: POINT_ZOOM,
    });
  });

  it('fits the box of several points', () => {
    expect(mapView([scan('a', 42, -87), scan('b', 43.5, -88), scan('c', 42.5, -86)])).toEqual({
      kind: 'bounds',
      bounds: [
        [42, -88],
        [43.5, -86],
      ],
    });
  });
});
