import * as z from 'zod/mini';
import { defineRoutes } from './route';

/** The kinds of tile a PMTiles archive may hold: vector (Mapbox Vector Tiles) or images. */
export const BASEMAP_TILE_TYPES = ['mvt', 'png', 'jpeg', 'webp', 'avif'] as const;

/** The operator's full basemap, served by the API itself in byte ranges (docs/map.md). */
export const mapBasemapSchema = z.object({
  /** Where the archive is read from: this origin, so the page's policy needs no other. */
  url: z.string(),
  tile_type: z.enum(BASEMAP_TILE_TYPES),
  min_zoom: z.number().check(z.int(), z.minimum(0)),
  max_zoom: z.number().check(z.int(), z.minimum(0)),
  /**
   * West, south, east, north in degrees. An array of four rather than a tuple: the tuple's
   * validator would join every page's shared code (about 0.5 KB gzipped) for this one field.
   */
  bounds: z.array(z.number()).check(z.length(4)),
  /** As the archive's metadata gives it, or the operator's own, as plain text. */
  attribution: z.nullable(z.string()),
});
export type MapBasemap = z.infer<typeof mapBasemapSchema>;

/** The map's settings: null basemap = the map drawn from the geography shipped with the app. */
export const mapConfigReplySchema = z.object({ basemap: z.nullable(mapBasemapSchema) });
export type MapConfigReply = z.infer<typeof mapConfigReplySchema>;

export const mapRoutes = defineRoutes({
  config: { method: 'GET', path: '/map', reply: mapConfigReplySchema },
  /** The archive's bytes: whole, or the `Range` asked for (206); 404 when none is configured. */
  basemap: { method: 'GET', path: '/map/basemap.pmtiles' },
});
