import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESIDENT_ZONE_OBJECT_TYPE, type TMapFeature } from '@city-parking/contract/parking/map-info';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useMapInfo } from '../api/get-map-info.ts';
import { CATEGORY_COLORS, OBJECT_COLORS } from '../category-colors.ts';
import { centreOf, firstBbox, useMapFeatures } from '../use-map-features.ts';
import type { ParkingMap as ParkingMapView } from './parking-map.tsx';
import { ZoneCard } from './zone-card.tsx';
import { mapTexts } from '../texts.ts';

// Leaflet is the heaviest part of the page; it loads after the page itself has rendered, while the
// map data is on its way (the effect below). The map is drawn once both are here, without a
// Suspense boundary, whose reveal React holds back by up to 300 ms.
const MAX_SUGGESTIONS = 50;
let loading: Promise<typeof ParkingMapView> | undefined;
const loadParkingMap = () => (loading ??= import('./parking-map.tsx').then((module) => module.ParkingMap));

const CENTRE = centreOf(currentCity.mapBounds);
/** The search's hint, which also describes the map to a keyboard user who tabs onto it. */
const HINT_ID = 'map-keyboard-hint';
const FIRST_BBOX = firstBbox(CENTRE);
const SWATCH = { width: 12, height: 12, display: 'inline-block', boxSizing: 'border-box' } as const;

/** The main page's map of zones with a search by zone number or name, a legend and the chosen zone. */
export function MapSection() {
  const { t } = useTranslation(mapTexts);
  const { language } = useLanguage();
  const options = useSiteOptions().data;
  const map = useMapInfo(language, FIRST_BBOX);
  const { features, partial, showArea, askZone } = useMapFeatures(language, map.data, CENTRE);
  const [clicked, setClicked] = useState<TMapFeature | null>(null);
  const [search, setSearch] = useState('');
  // A zone asked for before the map data arrived is opened once it does.
  const [wanted, setWanted] = useState('');
  // Enter on a text that names no zone says so, until the text changes.
  const [notFound, setNotFound] = useState(false);
  // The chosen zone's card is below the map, out of sight on a phone and often on a desktop: it is scrolled to.
  const card = useRef<HTMLDivElement>(null);
  const [showResidentZones, setShowResidentZones] = useState(true);
  const zones = useMemo(() => features.filter((f) => f.properties.zone), [features]);
  // A big city's suggestions are the first few zones loaded that match the text: Chromium slows
  // down with thousands of options in a datalist, and they would name only the zones seen so far.
  const suggestions = useMemo(() => {
    if (!partial) return zones;
    const text = search.trim().toLowerCase();
    return zones.filter((f) => text === '' || `${f.properties.zone!.zonenumber} · ${f.properties.name}`.toLowerCase().includes(text)).slice(0, MAX_SUGGESTIONS);
  }, [zones, partial, search]);
  const labelOf = (f: TMapFeature) => `${f.properties.zone!.zonenumber} · ${f.properties.name}`;
  const find = (value: string) => zones.find((f) => labelOf(f) === value || f.properties.zone!.zonenumber === value.trim()) ?? null;
  const selected = clicked ?? (wanted ? find(wanted) : null);
  const setSelected = (feature: TMapFeature | null) => {
    setClicked(feature);
    setWanted('');
  };

  const choose = (value: string, entered = false) => {
    const found = find(value);
    if (found) setSelected(found);
    else if (zones.length === 0) setWanted(value);
    else if (entered && partial) {
      // A big city holds only the zones seen so far: the server finds the others.
      const number = value.split(' · ')[0]!.trim();
      void askZone(number).then((zone) => {
        if (zone) setSelected(zone);
        else setNotFound(number !== '');
      });
    } else if (entered) setNotFound(value.trim() !== '');
  };

  const [ParkingMap, setParkingMap] = useState<typeof ParkingMapView | null>(null);
  useEffect(() => {
    let live = true;
    loadParkingMap().then(
      (component) => live && setParkingMap(() => component),
      (error: unknown) => {
        // As a failed map answer: logged, and the map stays empty (spec); a later visit tries again.
        loading = undefined;
        console.warn('the map could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const selectedZone = selected?.properties.zone?.zonenumber;
  useEffect(() => {
    if (selectedZone) card.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedZone]);

  return (
    <Stack gap="sm">
      {/* A native datalist gives suggestions without a combobox library in the page's first load. */}
      <TextInput
        label={t('map.search')}
        placeholder={t('map.searchPlaceholder')}
        // The map's shapes take no focus: the search is the keyboard's way to a zone, and says so.
        description={<span id={HINT_ID}>{t('map.keyboardHint')}</span>}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setNotFound(false);
          choose(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') choose(search, true);
        }}
        error={notFound ? t('ZoneNotFound', { ns: 'errors' }) : null}
        list="zone-suggestions"
        autoComplete="off"
      />
      <datalist id="zone-suggestions">
        {suggestions.map((f) => (
          <option key={f.properties.zone!.zonenumber} value={labelOf(f)} />
        ))}
      </datalist>
      {!options || !map.data || !ParkingMap ? (
        // The map's own class gives the placeholder the map's size on every screen, so nothing moves when it arrives.
        <Center className="parking-map">
          <Loader aria-label={t('loading', { ns: 'content' })} />
        </Center>
      ) : (
        <ParkingMap
          features={features}
          center={options.map.mapCenter}
          zoom={options.initialZoom}
          bounds={currentCity.mapBounds}
          tileUrl={currentCity.mapSource}
          selected={selected}
          onSelect={setSelected}
          onView={showArea}
          zoomLabels={{ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
          describedBy={HINT_ID}
          showResidentZones={showResidentZones}
        />
      )}
      <Group gap="sm" aria-label={t('map.legend')} role="list">
        {Object.entries(CATEGORY_COLORS).map(([category, color]) => (
          <Group key={category} gap={4} role="listitem">
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: color, display: 'inline-block' }} />
            <Text fz="xs">{t(`map.category.${category}`)}</Text>
          </Group>
        ))}
      </Group>
      <Group gap="sm" aria-label={t('map.objects')} role="list">
        {Object.entries(OBJECT_COLORS).map(([kind, color]) => (
          <Group key={kind} gap={4} role="listitem">
            <span
              aria-hidden
              style={kind === RESIDENT_ZONE_OBJECT_TYPE ? { ...SWATCH, border: `2px dashed ${color}` } : { ...SWATCH, borderRadius: '50%', background: color }}
            />
            <Text fz="xs">{t(`map.object.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
      <NativeCheckbox label={t('map.showResidentZones')} checked={showResidentZones} onChange={(event) => setShowResidentZones(event.currentTarget.checked)} />
      <Box ref={card}>{selected && <ZoneCard feature={selected} onClose={() => setSelected(null)} />}</Box>
    </Stack>
  );
}
