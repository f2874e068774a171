import type { Language } from '@fuel/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './station-map.css';
import Supercluster from 'supercluster';
import type { Place } from '../distance';

export interface MapStation extends Place {
  id: string;
  name: string;
  open: boolean;
}

export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  you: string;
  /** The legend of the pins' colours. */
  open: string;
  closed: string;
  /** A group of stations too close to tell apart at this zoom: the marker's name. */
  cluster: (count: number) => string;
  station: (station: MapStation) => string;
}

interface Options {
  language: Language;
  texts: MapTexts;
  /**
   * A station's marker was chosen: its card must be drawn into `into`, the popup's body, before
   * this returns, so that the popup is sized and the map panned to show it whole.
   */
  onOpen: (id: string, into: HTMLElement) => void;
  onClose: () => void;
}

/** Armenia, with a margin: where the map opens and how far it may be panned. */
const ARMENIA = L.latLngBounds([38.84, 43.45], [41.3, 46.63]);
const FRAME = L.latLngBounds([37.2, 41.4], [42.8, 48.6]);
const MAX_ZOOM = 17;

const dot = (className: string, text = '') => {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  return span;
};

/** What the pins' colours mean, in a corner of the map (kept out of the reading order). */
function legend(texts: MapTexts): L.Control {
  const control = new L.Control({ position: 'topleft' });
  control.onAdd = () => {
    const box = dot('map-legend');
    box.setAttribute('aria-hidden', 'true');
    for (const [kind, text] of [
      ['open', texts.open],
      ['closed', texts.closed],
    ] as const) {
      const item = dot('map-legend-item');
      item.append(dot(`map-legend-dot map-pin-${kind}`), text);
      box.append(item);
    }
    return box;
  };
  return control;
}

/**
 * The stations on a Leaflet map: a marker each (keyboard-focusable, named), grouped while they
 * crowd (supercluster), a popup holding the station's card, and the reader's position.
 */
export class StationMap {
  readonly map: L.Map;
  private readonly markers = L.layerGroup();
  private readonly shown = new Map<string, L.Marker>();
  private index = new Supercluster<MapStation>({ radius: 48, maxZoom: MAX_ZOOM - 1 });
  private stations: MapStation[] = [];
  private user: L.Marker | undefined;
  private readonly popup: L.Popup;
  private readonly body = document.createElement('div');

  constructor(
    element: HTMLElement,
    private readonly options: Options,
  ) {
    const { texts } = options;
    this.map = L.map(element, {
      zoomControl: false,
      maxBounds: FRAME,
      maxBoundsViscosity: 0.8,
      maxZoom: MAX_ZOOM,
      zoomSnap: 0.5,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(this.map);
    L.control
      .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
      .addTo(this.map);
    legend(texts).addTo(this.map);
    this.map.fitBounds(ARMENIA);
    this.map.setMinZoom(Math.max(5, this.map.getZoom() - 0.5));
    this.markers.addTo(this.map);
    this.map.on('moveend', () => this.draw());
    this.popup = L.popup({
      minWidth: 240,
      maxWidth: 300,
      autoPanPadding: [16, 16],
      // Above the pin, whose point stands on the station.
      offset: [0, -26],
    }).setContent(this.body);
    // Controls stand above popups in Leaflet: the legend steps aside while a card is open.
    this.map.on('popupopen popupclose', ({ type }) =>
      element.classList.toggle('map-popup-open', type === 'popupopen'),
    );
    this.map.on('popupopen', ({ popup }) => {
      popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', texts.closePopup);
    });
    this.map.on('popupclose', ({ popup }) => {
      if (popup === this.popup) options.onClose();
    });
  }

  /** The stations to show (already filtered); an open popup of one no longer shown closes. */
  setStations(stations: MapStation[]): void {
    this.stations = stations;
    this.index = new Supercluster<MapStation>({ radius: 48, maxZoom: MAX_ZOOM - 1 });
    this.index.load(
      stations.map((s) => ({
        type: 'Feature',
        properties: s,
        geometry: { type: 'Point', coordinates: [s.longitude, s.latitude] },
      })),
    );
    for (const marker of this.shown.values()) this.markers.removeLayer(marker);
    this.shown.clear();
    const openId = this.map.hasLayer(this.popup) ? this.body.dataset.station : undefined;
    if (openId && !stations.some((s) => s.id === openId)) this.map.closePopup(this.popup);
    this.draw();
  }

  /** The reader's position: marked, and the view brought to it and the nearest station. */
  setUser(place: Place | null, nearest?: Place): void {
    this.user?.remove();
    this.user = undefined;
    if (!place) return;
    const at = L.latLng(place.latitude, place.longitude);
    this.user = L.marker(at, {
      icon: L.divIcon({ className: 'map-user', html: dot('map-user-dot'), iconSize: [18, 18] }),
      title: this.options.texts.you,
      // Under the pins, and letting taps through to them: a station may be where one stands.
      interactive: false,
      keyboard: false,
      zIndexOffset: -1000,
    }).addTo(this.map);
    const bounds = L.latLngBounds([at]);
    if (nearest) bounds.extend([nearest.latitude, nearest.longitude]);
    // Not closer than a town's streets: without a basemap there is nothing more to see.
    if (FRAME.contains(at)) this.map.fitBounds(bounds.pad(0.3), { maxZoom: 12 });
  }

  /** Opens a station's popup, as choosing its marker does. */
  open(id: string): void {
    const station = this.stations.find((s) => s.id === id);
    if (!station) return;
    this.body.dataset.station = id;
    this.options.onOpen(id, this.body);
    this.popup.setLatLng([station.latitude, station.longitude]).openOn(this.map);
  }

  /** The popup's content changed size (its card was drawn). */
  refreshPopup(): void {
    if (this.map.hasLayer(this.popup)) this.popup.update();
  }

  destroy(): void {
    this.map.remove();
  }

  private draw(): void {
    const bounds = this.map.getBounds();
    const zoom = Math.floor(this.map.getZoom());
    const features = this.index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom,
    );
    const wanted = new Map<string, () => L.Marker>();
    for (const feature of features) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const count = properties.point_count;
        const clusterId = properties.cluster_id;
        wanted.set(`c${clusterId}:${count}`, () =>
          this.clusterMarker(L.latLng(lat, lng), clusterId, count),
        );
      } else {
        const station = properties as MapStation;
        wanted.set(`s${station.id}`, () => this.stationMarker(station));
      }
    }
    for (const [key, marker] of this.shown)
      if (!wanted.has(key)) {
        this.markers.removeLayer(marker);
        this.shown.delete(key);
      }
    for (const [key, make] of wanted)
      if (!this.shown.has(key)) this.shown.set(key, make().addTo(this.markers));
  }

  private stationMarker(station: MapStation): L.Marker {
    const pin = dot(`map-pin ${station.open ? 'map-pin-open' : 'map-pin-closed'}`);
    pin.dataset.station = station.id;
    const marker = L.marker([station.latitude, station.longitude], {
      // The pin's point (its corner, turned to face down) stands on the station.
      icon: L.divIcon({
        className: 'map-pin-anchor',
        html: pin,
        iconSize: [28, 28],
        iconAnchor: [14, 34],
      }),
      title: this.options.texts.station(station),
      riseOnHover: true,
    });
    return marker.on('click', () => this.open(station.id));
  }

  private clusterMarker(at: L.LatLng, clusterId: number, count: number): L.Marker {
    const badge = dot('map-cluster', String(count));
    badge.dataset.count = String(count);
    return L.marker(at, {
      icon: L.divIcon({ className: 'map-cluster-anchor', html: badge, iconSize: [40, 40] }),
      title: this.options.texts.cluster(count),
    }).on('click', () => {
      const zoom = Math.min(this.index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
      this.map.setView(at, zoom);
    });
  }
}
