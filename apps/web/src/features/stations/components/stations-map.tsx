import { type MapConfigReply, mapRoutes, type Station } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { Place } from '../distance';
import { stationHours } from '../hours';
import { drawBaseLayers } from '../map/base-layers';
import { type MapStation, type MapTexts, StationMap } from '../map/station-map';
import { StationCard } from './station-card';

export interface StationsMapProps {
  stations: readonly Station[];
  now: Date;
  /** The reader's position, when they asked for the nearest stations. */
  user: Place | null;
  distanceOf: (id: string) => string | undefined;
}

/** Closed only when its hours say so: unknown hours are not marked closed. */
function isOpen(station: Station, now: Date): boolean {
  const hours = stationHours(station, now);
  return hours.kind !== 'daily' || hours.open;
}

/** The map's settings: whether the operator gave a full basemap (MAP_BASEMAP_FILE). */
function useMapConfig() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['map-config'],
    queryFn: ({ signal }): Promise<MapConfigReply> =>
      callApi(mapRoutes.config, {}, { language, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The stations on a map (loaded with this page only, docs/map.md): the same stations, filters,
 * prices and hours as the list, each station's card in a popup.
 */
export default function StationsMap({ stations, now, user, distanceOf }: StationsMapProps) {
  const { t } = useTranslation('stations');
  const language = useLanguage();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<StationMap | null>(null);
  const [open, setOpen] = useState<{ id: string; into: HTMLElement } | null>(null);

  // Drawn once the settings are known, so a basemap does not replace the built-in map in view.
  const basemap = config.data?.basemap;
  const settled = config.isSuccess || config.isError;
  useEffect(() => {
    if (!element.current || !settled) return;
    const texts: MapTexts = {
      zoomIn: t('zoomIn'),
      zoomOut: t('zoomOut'),
      closePopup: t('closePopup'),
      you: t('you'),
      open: t('openNow'),
      closed: t('closed'),
      cluster: (count) => t('cluster', { count }),
      station: (s) => t(s.open ? 'markerOpen' : 'markerClosed', { name: s.name }),
    };
    const created = new StationMap(element.current, {
      language,
      texts,
      // Drawn at once: Leaflet measures the popup as it opens, to pan the map around it.
      onOpen: (id, into) => flushSync(() => setOpen({ id, into })),
      onClose: () => setOpen(null),
    });
    if (basemap)
      void import('../map/basemap').then(({ basemapLayer }) =>
        basemapLayer(basemap, language).addTo(created.map),
      );
    else void drawBaseLayers(created.map, language);
    setMap(created);
    return () => {
      created.destroy();
      setMap(null);
      setOpen(null);
    };
  }, [settled, basemap, language, t]);

  // Markers are drawn anew only when a station or its open state changes, not every minute.
  const points = stations.map(
    (s): MapStation => ({
      id: s.id,
      name: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      open: isOpen(s, now),
    }),
  );
  const pointsKey = JSON.stringify(points);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pointsKey` stands for `points`
  useEffect(() => {
    map?.setStations(points);
  }, [map, pointsKey]);

  // The list comes nearest first once the reader's position is known.
  const nearest = user ? stations[0] : undefined;
  useEffect(() => {
    map?.setUser(user, nearest);
  }, [map, user, nearest]);

  const station = open && stations.find((s) => s.id === open.id);
  useLayoutEffect(() => {
    if (station) map?.refreshPopup();
  });

  return (
    <>
      <div ref={element} className="station-map h-full w-full rounded-3xl border border-sand-200" />
      {open &&
        station &&
        createPortal(
          <StationCard
            station={station}
            now={now}
            distance={distanceOf(station.id)}
            framed={false}
          />,
          open.into,
        )}
    </>
  );
}
