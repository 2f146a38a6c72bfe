import { useMemo, useState } from 'react';

/**
 * Whether a map's tiles could not be loaded at all: the TileLayer's event handlers count loads
 * and failures; the tiles are unavailable when some failed and none loaded.
 */
export function useTileStatus() {
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const tileEvents = useMemo(
    () => ({
      tileload: () => setTiles((t) => (t.loaded ? t : { ...t, loaded: 1 })),
      tileerror: () => setTiles((t) => ({ ...t, failed: t.failed + 1 })),
    }),
    [],
  );
  return { tileEvents, tilesUnavailable: tiles.failed > 0 && tiles.loaded === 0 };
}
