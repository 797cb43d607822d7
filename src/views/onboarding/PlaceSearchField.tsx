// Place search (spec §2 address pickers): a react-aria ComboBox over the maps autocomplete. Choosing a
// place hands its id up to be geocoded; blank input never searches.
import { NO_PLACES_FOUND } from '#machines/onboarding/place-search.ts';
import type { PlacePrediction } from '#schemas/maps';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import * as fieldStyles from '../ui/field.css.ts';
import * as styles from './Onboarding.css.ts';

export type PlaceSearchStatus = 'idle' | 'searching' | 'results' | 'failed' | 'locating';

export type PlaceSearchFieldProps = {
  label: string;
  query: string;
  predictions: PlacePrediction[];
  status: PlaceSearchStatus;
  /** 'Error fetching places', 'Error geocoding places' or 'Failed to fetch place details'. */
  error: string | null;
  onQueryChange: (query: string) => void;
  onSelect: (placeId: string) => void;
};

function describe(status: PlaceSearchStatus): string {
  if (status === 'searching') return 'Searching…';
  if (status === 'locating') return 'Finding the address…';
  return 'Choose a place to fill in the province, city and zip code.';
}

/** What the open list says while it has no places: results arrive after the debounce, into the open list. */
function emptyText(status: PlaceSearchStatus, error: string | null): string {
  if (status === 'results') return NO_PLACES_FOUND;
  if (status === 'failed' && error) return error;
  return 'Searching…';
}

export function PlaceSearchField({
  label,
  query,
  predictions,
  status,
  error,
  onQueryChange,
  onSelect,
}: PlaceSearchFieldProps) {
  return (
    <div className={fieldStyles.field}>
      <ComboBox
        className={fieldStyles.field}
        inputValue={query}
        onInputChange={onQueryChange}
        items={predictions}
        menuTrigger="input"
        // Open on typing even before the first results, so they appear in the list as they arrive.
        allowsEmptyCollection
        // Leaving the field keeps what was typed instead of resetting it to the (absent) selection.
        allowsCustomValue
        onSelectionChange={(key) => {
          if (key !== null) onSelect(String(key));
        }}
        // The list already holds the server's order; filtering again would hide its fuzzy matches.
        defaultFilter={() => true}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Input className={fieldStyles.standaloneInput} placeholder="Barangay, city or province" />
        {/* Polite: the result of a search is announced without taking focus from the input. */}
        <Text slot="description" className={fieldStyles.description} aria-live="polite">
          {describe(status)}
        </Text>
        <Popover className={styles.popover}>
          <ListBox<PlacePrediction>
            renderEmptyState={() => <div className={styles.emptyState}>{emptyText(status, error)}</div>}
          >
            {(place) => (
              <ListBoxItem id={place.placeId} textValue={place.description} className={styles.option}>
                <span>{place.mainText}</span>
                <span className={styles.muted}>{place.secondaryText}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
