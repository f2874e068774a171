import type { Language, MapBasemap } from '@fuel/contract';
import L from 'leaflet';
import { PMTiles } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';

/**
 * The operator's full basemap (MAP_BASEMAP_FILE, docs/map.md): a PMTiles archive the server sends
 * in byte ranges from our own origin. Vector tiles in the Protomaps basemap schema (an
 * OpenStreetMap extract) are drawn by protomaps-leaflet, names in the reader's language where the
 * data has them; raster tiles (PNG, JPEG, WebP, AVIF) as images. Loaded only when configured.
 */
export function basemapLayer(basemap: MapBasemap, language: Language): L.Layer {
  // Four numbers, as the reply's schema checks.
  const [west, south, east, north] = basemap.bounds as [number, number, number, number];
  const common = {
    attribution: basemap.attribution ?? undefined,
    minZoom: 0,
    maxNativeZoom: basemap.max_zoom,
    bounds: L.latLngBounds([south, west], [north, east]),
  };
  if (basemap.tile_type === 'mvt') {
    return leafletLayer({
      ...common,
      url: basemap.url,
      flavor: 'light',
      lang: language === 'am' ? 'hy' : language,
      maxDataZoom: basemap.max_zoom,
    }) as unknown as L.Layer;
  }
  return rasterLayer(new PMTiles(basemap.url), `image/${basemap.tile_type}`, common);
}

/** Raster tiles from the archive; a tile the archive lacks is left empty, not waited for. */
function rasterLayer(archive: PMTiles, type: string, options: L.GridLayerOptions): L.GridLayer {
  const Layer: new (options: L.GridLayerOptions) => L.GridLayer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback) {
      const image = document.createElement('img');
      image.alt = '';
      archive.getZxy(coords.z, coords.x, coords.y).then(
        (tile) => {
          if (!tile) return done(undefined, image);
          const url = URL.createObjectURL(new Blob([tile.data], { type }));
          image.onload = () => {
            URL.revokeObjectURL(url);
            done(undefined, image);
          };
          image.src = url;
        },
        (error: Error) => done(error, image),
      );
      return image;
    },
  });
  return new Layer(options);
}
