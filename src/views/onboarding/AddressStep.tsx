// The store or warehouse address: place search fills province, city and zip code; the map pin refines it.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { StoreAddressValues, WarehouseAddressValues } from '#machines/onboarding/context.ts';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ContactField } from './ContactField.tsx';
import * as styles from './Onboarding.css.ts';

// Leaflet is heavy: the map loads only when the seller asks for it.
const PinMap = lazy(async () => ({ default: (await import('../map/PinMap.tsx')).PinMap }));

/** Spec §9: the map starts over Manila until the address has a position. */
export const defaultMapCenter = { lat: 14.5995, lng: 120.9842 };

type AddressValues = StoreAddressValues | WarehouseAddressValues;

export type AddressStepProps = {
  section: 'storeAddress' | 'warehouseAddress';
  values: AddressValues;
  errors: Record<string, string>;
  onChange: (field: string, value: string | boolean) => void;
  /** The seller left a field: from then on its error shows. */
  onBlur: (field: string) => void;
  /** The place search for this section (PlaceSearchField, or the machine-driven one). */
  search: ReactNode;
  onPinMove: (position: { lat: number; lng: number }) => void;
  /** The warehouse still holds the copy of the store address it started as: a note says so. */
  prefilledFromStore?: boolean;
};

export function AddressStep({
  section,
  values,
  errors,
  onChange,
  onBlur,
  search,
  onPinMove,
  prefilledFromStore = false,
}: AddressStepProps) {
  const [showMap, setShowMap] = useState(false);
  const isStore = section === 'storeAddress';
  const title = isStore ? 'Store address' : 'Warehouse address';
  const line = isStore
    ? (values as StoreAddressValues).storeAddress
    : (values as WarehouseAddressValues).warehouseAddress;
  const center =
    values.latitude !== null && values.longitude !== null
      ? { lat: values.latitude, lng: values.longitude }
      : defaultMapCenter;
  return (
    <section className={styles.card} aria-labelledby={`${section}-heading`}>
      <Heading level={1} size="lg" id={`${section}-heading`}>
        {title}
      </Heading>
      {prefilledFromStore ? (
        <Banner tone="info" live={false}>
          Prefilled from your store address. Change it if couriers pick up your orders somewhere else.
        </Banner>
      ) : null}
      <Paragraph muted>
        {isStore
          ? 'Where your store is. Search for your barangay or city to fill in the rest.'
          : 'Where couriers pick up your orders.'}
      </Paragraph>
      {search}
      <div>
        <Button variant="secondary" onPress={() => setShowMap((shown) => !shown)} aria-expanded={showMap}>
          {showMap ? 'Hide map' : 'Show map'}
        </Button>
      </div>
      {showMap ? (
        <div className={styles.mapBox}>
          <Suspense fallback={<p className={styles.muted}>Loading the map…</p>}>
            <PinMap center={center} onPinMove={onPinMove} label={title} />
          </Suspense>
        </div>
      ) : null}
      <TextField
        label={title}
        description="House or building number, street and barangay"
        value={line}
        onChange={(value) => onChange(section, value)}
        onBlur={() => onBlur(section)}
        errorMessage={errors[section]}
        autoComplete="street-address"
      />
      <div className={styles.fieldGrid}>
        <TextField
          label="Province"
          value={values.state}
          onChange={(value) => onChange('state', value)}
          onBlur={() => onBlur('state')}
          errorMessage={errors.state}
          autoComplete="address-level1"
        />
        <TextField
          label="City"
          value={values.city}
          onChange={(value) => onChange('city', value)}
          onBlur={() => onBlur('city')}
          errorMessage={errors.city}
          autoComplete="address-level2"
        />
        <TextField
          label="Zip code"
          value={values.zipcode}
          onChange={(value) => onChange('zipcode', value)}
          onBlur={() => onBlur('zipcode')}
          errorMessage={errors.zipcode}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <ContactField
          value={values.contact}
          onChange={(value) => onChange('contact', value)}
          onBlur={() => onBlur('contact')}
          errorMessage={errors.contact}
        />
      </div>
      {isStore ? (
        <Checkbox
          isSelected={(values as StoreAddressValues).useStoreAddressForPickup}
          onChange={(selected) => onChange('useStoreAddressForPickup', selected)}
        >
          Use the store address for pickups
        </Checkbox>
      ) : null}
    </section>
  );
}
