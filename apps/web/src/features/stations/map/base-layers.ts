import type { Language } from '@fuel/contract';
import L from 'leaflet';
import geographyUrl from './armenia.geo.json?url';

/**
 * The map drawn from the geography shipped with the app (scripts/build-map-data.mjs): the land
 * around, Armenia and its regions, lakes, and the main towns' names, which show as the map is
 * zoomed in (the capital always, regional centres from zoom 8, other towns from zoom 9).
 */
interface Town {
  type: 'Feature';
  properties: { kind: 'town'; rank: 1 | 2 | 3; name_am: string; name_en: string; name_ru: string };
  geometry: { type: 'Point'; coordinates: [number, number] };
}
interface Area {
  type: 'Feature';
  properties: { kind: 'land' | 'country' | 'region' | 'lake' };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}
interface Geography {
  type: 'FeatureCollection';
  attribution: string;
  features: (Town | Area)[];
}

const STYLES: Record<string, L.PathOptions> = {
  land: { stroke: false, fillColor: '#e7e2d6', fillOpacity: 1 },
  country: { color: '#7c6f57', weight: 1.5, fillColor: '#fbfaf6', fillOpacity: 1 },
  region: { color: '#b9ae97', weight: 0.8, dashArray: '3 3', fill: false },
  lake: { stroke: false, fillColor: '#a9cfe6', fillOpacity: 1 },
};
/** Town names shown from this zoom, by rank. */
const TOWN_ZOOM = { 1: 0, 2: 8, 3: 9 } as const;

let geography: Promise<Geography> | undefined;
function loadGeography(): Promise<Geography> {
  geography ??= fetch(geographyUrl).then((reply) => {
    if (!reply.ok) throw new Error(`map geography: ${reply.status}`);
    return reply.json() as Promise<Geography>;
  });
  return geography;
}

function townLabel(town: Town, language: Language): L.Marker {
  const [lng, lat] = town.geometry.coordinates;
  const name = town.properties[`name_${language}`];
  const strong = town.properties.rank === 1 ? 'font-bold text-sm' : 'font-semibold text-xs';
  const label = document.createElement('span');
  label.className = `map-town ${strong}`;
  label.textContent = name;
  return L.marker([lat, lng], {
    icon: L.divIcon({ className: 'map-town-anchor', html: label, iconSize: [0, 0] }),
    interactive: false,
    keyboard: false,
    pane: 'towns',
  });
}

/** Draws the built-in geography under the stations; resolves with its attribution. */
export async function drawBaseLayers(map: L.Map, language: Language): Promise<void> {
  const data = await loadGeography();
  map.createPane('towns').classList.add('map-towns-pane');
  const areas = data.features.filter((f): f is Area => f.properties.kind !== 'town');
  const towns = data.features.filter((f): f is Town => f.properties.kind === 'town');
  L.geoJSON(areas as unknown as Parameters<typeof L.geoJSON>[0], {
    style: (feature) => STYLES[String(feature?.properties?.kind)] ?? {},
    interactive: false,
  }).addTo(map);
  const byRank = ([1, 2, 3] as const).map((rank) => ({
    rank,
    layer: L.layerGroup(
      towns.filter((t) => t.properties.rank === rank).map((t) => townLabel(t, language)),
    ),
  }));
  const showTowns = () => {
    const zoom = map.getZoom();
    for (const { rank, layer } of byRank) {
      if (zoom >= TOWN_ZOOM[rank]) layer.addTo(map);
      else layer.remove();
    }
  };
  map.on('zoomend', showTowns);
  showTowns();
  map.attributionControl.addAttribution(data.attribution);
}
