// Where the seller placed an address's pin, on a map; Leaflet is its own chunk, loaded only when shown.
import { lazy, Suspense } from 'react';
import { Paragraph } from '../ui/Heading.tsx';
import * as styles from './admin.css.ts';

const PinMap = lazy(async () => ({ default: (await import('../map/PinMap.tsx')).PinMap }));

export type LocationProps = { label: string; latitude: number | null; longitude: number | null };

export function Location({ label, latitude, longitude }: LocationProps) {
  if (latitude === null || longitude === null)
    return <Paragraph muted>The seller did not place a pin for this address.</Paragraph>;
  return (
    <Suspense fallback={<div className={styles.mapFallback}>Loading the map…</div>}>
      <PinMap label={label} center={{ lat: latitude, lng: longitude }} />
    </Suspense>
  );
}
