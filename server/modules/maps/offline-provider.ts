// The default maps provider: the PH gazetteer in data/ph-places.json (built by scripts/build-ph-places.ts),
// searched through an in-memory token index so any query answers in well under 5 ms, no network needed.
import { readFileSync } from 'node:fs';
import type { GeocodeInput, MapsProvider, PlaceDetails, PlacePrediction } from './provider.ts';

const dataFile = new URL('./data/ph-places.json', import.meta.url);
const maxResults = 10;
/** Longer queries keep their first tokens: each token costs one pass over its postings. */
const maxQueryTokens = 8;
/** A pin farther than this from every town centre is not in the Philippines as far as we know. */
const maxReverseKm = 150;

type ProvinceRow = [code: string, name: string, lat: number, lng: number];
type CityRow = [
  code: string,
  name: string,
  province: number,
  zip: string,
  lat: number,
  lng: number,
  approx: 0 | 1 | 2,
];

interface GazetteerFile {
  version: number;
  provinces: ProvinceRow[];
  cities: CityRow[];
  barangays: string[];
}

const enum Kind {
  City = 0,
  Province = 1,
  Barangay = 2,
}

interface Place {
  kind: Kind;
  code: string;
  name: string;
  /** Place id of the town: the place itself, or the town of a barangay; -1 for provinces. */
  city: number;
  province: number;
  zip: string;
  lat: number;
  lng: number;
  approx: boolean;
}

// ------------------------------------------------------------------------------------------ normalising

/** Abbreviation -> spelled-out word. Both forms are indexed so 'sto', 'sta.' and 'santo' all find Sto. Tomas. */
const abbreviations: Record<string, string> = {
  sto: 'santo',
  sta: 'santa',
  gen: 'general',
  pres: 'president',
  gov: 'governor',
  mt: 'mount',
  st: 'saint',
  pob: 'poblacion',
  brgy: 'barangay',
  bgy: 'barangay',
};
const abbreviationOf = Object.fromEntries(
  Object.entries(abbreviations).map(([short, long]) => [long, short]),
);

/** Lower case, no accents (Parañaque = paranaque), punctuation to spaces. */
export function normalize(text: string): string {
  // eslint-disable-next-line no-control-regex -- the ASCII fast path skips Unicode decomposition
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize('NFD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const tokensOf = (text: string) => normalize(text).split(' ').filter(Boolean);

/** Barangay names repeat a lot ('Poblacion' 606 times): index building tokenises each distinct name once. */
function memoize<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) cache.set(text, (value = fn(text)));
    return value;
  };
}
const canonical = (tokens: string[]) => tokens.map((t) => abbreviations[t] ?? t).join(' ');

/** How a place name is indexed: the whole-name keys a seller may type in full, and its words. */
interface NameTerms {
  /** 'Makati City' is also 'makati'; 'Poblacion (Pob.)' is also 'poblacion'; 'Tondo I/II' is also 'tondo'. */
  keys: string[];
  /** Words plus the other spelling of each abbreviation ('Sto.' gives sto and santo), without repeats. */
  words: string[];
}

function nameTerms(name: string): NameTerms {
  const tokens = tokensOf(name);
  const variants = [tokens];
  if (name.includes('(')) variants.push(tokensOf(name.replace(/\(.*?\)/g, ' ')));
  const withoutNumeral = name.replace(/(\s+[IVX]+\b(\/[IVX]+)?)+$/, '');
  if (withoutNumeral !== name) variants.push(tokensOf(withoutNumeral));
  const keys = new Set<string>();
  for (const variant of variants) {
    const key = canonical(variant);
    if (key) keys.add(key);
    const bare = key.replace(/^city of /, '').replace(/ city$/, '');
    if (bare && bare !== key) keys.add(bare);
  }
  const words = new Set<string>();
  for (const token of tokens) {
    words.add(token);
    const other = abbreviations[token] ?? abbreviationOf[token];
    if (other) words.add(other);
  }
  return { keys: [...keys], words: [...words] };
}

// ------------------------------------------------------------------------------------------ the index

/** Words sorted for binary search, each with its run of postings (place ids, ascending). */
interface TokenIndex {
  tokens: string[];
  starts: Int32Array;
  ids: Int32Array;
}

function tokenIndex(postings: Map<string, number[]>): TokenIndex {
  const tokens = [...postings.keys()].sort();
  const starts = new Int32Array(tokens.length + 1);
  const ids = new Int32Array(tokens.reduce((sum, token) => sum + postings.get(token)!.length, 0));
  let at = 0;
  tokens.forEach((token, i) => {
    starts[i] = at;
    ids.set(postings.get(token)!, at);
    at += postings.get(token)!.length;
  });
  starts[tokens.length] = at;
  return { tokens, starts, ids };
}

/** [from, to) in `ids` of the postings of every word starting with `prefix`. */
function run(index: TokenIndex, prefix: string): [number, number] {
  const [a, b] = prefixRange(index.tokens, prefix);
  return [index.starts[a]!, index.starts[b]!];
}

/** Sorted full-name keys, each with a run of place ids, for whole-name prefix matches. */
interface NameIndex {
  keys: string[];
  starts: Int32Array;
  ids: Int32Array;
}

function firstAtOrAfter(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to) of the entries that start with `prefix`. */
function prefixRange(sorted: string[], prefix: string): [number, number] {
  return [firstAtOrAfter(sorted, prefix), firstAtOrAfter(sorted, `${prefix}\uffff`)];
}

/** Keeps the `maxResults` smallest ids (ids are in rank order) without sorting the whole candidate set. */
class Best {
  readonly ids: number[] = [];
  offer(id: number): void {
    const ids = this.ids;
    if (ids.length === maxResults && id >= ids[maxResults - 1]!) return;
    let i = ids.length;
    while (i > 0 && ids[i - 1]! > id) i--;
    if (ids[i - 1] === id) return;
    ids.splice(i, 0, id);
    if (ids.length > maxResults) ids.pop();
  }
}

export class Gazetteer {
  readonly places: Place[];
  private readonly provinces: ProvinceRow[];
  private readonly byCode = new Map<string, number>();
  private readonly exact = new Map<string, number[]>();
  private readonly names: NameIndex;
  /** Words of a place's own name, and words of its town and province (Lahug is found by 'lahug cebu'). */
  private readonly nameWords: TokenIndex;
  private readonly contextWords: TokenIndex;
  /** Per-query scratch, reset after each query: how many query tokens a place matched, and how many in its name. */
  private readonly matched: Int8Array;
  private readonly matchedInName: Int8Array;
  private readonly lastNameToken: Int8Array;
  /** Towns with a point of their own, for reverse geocoding (shared centroids would win ties wrongly). */
  private readonly reverseTowns: Place[];

  constructor(file: GazetteerFile) {
    this.provinces = file.provinces;
    // Highly urbanised cities (NCR cities, own 3xx PSGC key) first, then other cities, then towns and
    // Manila's districts: the order a seller most likely means when several places share a name.
    const cityRank = ([code, name]: CityRow) =>
      /^(13\d{3}|\d{2}[3-7]\d{2})00000$/.test(code) ? 0 : /\bcity\b/i.test(name) ? 1 : 2;
    // Ids follow rank: cities (highly urbanised first), provinces, then barangays in their town's order.
    const cityOrder = file.cities
      .map((row, index) => ({ row, index, rank: cityRank(row) }))
      .sort((a, b) => a.rank - b.rank || byText(a.row[1], b.row[1]));
    const places: Place[] = [];
    const cityPlaceOf = new Map<number, number>();
    for (const { row, index } of cityOrder) {
      const [code, name, province, zip, lat, lng, approx] = row;
      cityPlaceOf.set(index, places.length);
      places.push({
        kind: Kind.City,
        code,
        name,
        city: places.length,
        province,
        zip,
        lat,
        lng,
        approx: approx > 0,
      });
    }
    file.provinces.forEach(([code, name, lat, lng], province) =>
      places.push({ kind: Kind.Province, code, name, city: -1, province, zip: '', lat, lng, approx: true }),
    );
    for (const { row, index } of cityOrder) {
      const [code, , province, zip, lat, lng] = row;
      const parent = cityPlaceOf.get(index)!;
      const barangays = (file.barangays[index] ?? '').split('|').filter(Boolean);
      barangays
        .map((entry) => {
          const [label, ownZip] = entry.slice(3).split('#');
          return { code: `${code.slice(0, 7)}${entry.slice(0, 3)}`, name: label!, zip: ownZip ?? zip };
        })
        .sort((a, b) => byText(a.name, b.name))
        .forEach((b) =>
          places.push({ kind: Kind.Barangay, ...b, city: parent, province, lat, lng, approx: true }),
        );
    }
    this.places = places;
    this.reverseTowns = file.cities
      .map((row, index) => ({ row, place: places[cityPlaceOf.get(index)!]! }))
      .filter(({ row }) => row[6] < 2)
      .map(({ place }) => place);

    places.forEach((place, id) => {
      if (this.byCode.has(place.code)) throw new Error(`Duplicate PSGC code ${place.code} in ph-places.json`);
      this.byCode.set(place.code, id);
    });

    const termsOf = memoize(nameTerms);
    const contextWordsOf = memoize(tokensOf);
    // Places are visited in id order, so every posting list below comes out sorted without a sort.
    const own = new Map<string, number[]>();
    const around = new Map<string, number[]>();
    const post = (postings: Map<string, number[]>, token: string, id: number) => {
      const list = postings.get(token);
      if (list === undefined) postings.set(token, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    };
    places.forEach((place, id) => {
      const { keys, words } = termsOf(place.name);
      for (const key of keys) {
        const ids = this.exact.get(key);
        if (ids) ids.push(id);
        else this.exact.set(key, [id]);
      }
      for (const word of words) post(own, word, id);
      if (place.kind === Kind.Barangay)
        for (const word of contextWordsOf(places[place.city]!.name)) post(around, word, id);
      if (place.kind !== Kind.Province) {
        for (const word of contextWordsOf(file.provinces[place.province]![1])) post(around, word, id);
      }
    });
    this.nameWords = tokenIndex(own);
    this.contextWords = tokenIndex(around);

    const nameKeys = [...this.exact.keys()].sort();
    const nameIds: number[] = [];
    const nameStarts: number[] = [];
    for (const key of nameKeys) {
      nameStarts.push(nameIds.length);
      nameIds.push(...this.exact.get(key)!);
    }
    nameStarts.push(nameIds.length);
    this.names = { keys: nameKeys, starts: Int32Array.from(nameStarts), ids: Int32Array.from(nameIds) };

    this.matched = new Int8Array(places.length);
    this.matchedInName = new Int8Array(places.length);
    this.lastNameToken = new Int8Array(places.length);
  }

  /** Place ids best first: exact name, whole-name prefix, every word in the name, then words in name + town/province. */
  search(query: string): number[] {
    const tokens = [...new Set(tokensOf(query))].slice(0, maxQueryTokens);
    if (tokens.length === 0) return [];
    const whole = canonical(tokens);

    // Id lists were filled in id order, i.e. rank order: the first ones are the best.
    const exact = this.exact.get(whole)?.slice(0, maxResults) ?? [];

    const prefix = new Best();
    const [from, to] = prefixRange(this.names.keys, whole);
    const { starts, ids } = this.names;
    for (let i = starts[from]!; i < starts[to]!; i++) prefix.offer(ids[i]!);

    const [inName, inContext] = this.matchTokens(tokens);

    const result: number[] = [];
    const seen = new Set<number>();
    for (const tier of [exact, prefix.ids, inName.ids, inContext.ids]) {
      for (const id of tier) {
        if (result.length === maxResults) return result;
        if (!seen.has(id)) {
          seen.add(id);
          result.push(id);
        }
      }
    }
    return result;
  }

  /** Every query word must start some word of the place or of its town/province, one at least in its name. */
  private matchTokens(tokens: string[]): [Best, Best] {
    const { matched, matchedInName, lastNameToken, nameWords, contextWords } = this;
    const n = tokens.length;
    // Runs over the place's own words; context runs only matter when another word can anchor the name.
    const runs = tokens.map((token) => ({
      name: run(nameWords, token),
      context: n > 1 ? run(contextWords, token) : ([0, 0] as [number, number]),
    }));
    runs.sort(
      (a, b) =>
        a.name[1] -
        a.name[0] +
        a.context[1] -
        a.context[0] -
        (b.name[1] - b.name[0] + b.context[1] - b.context[0]),
    );
    runs.forEach(({ name, context }, t) => {
      for (let p = name[0]; p < name[1]; p++) {
        const id = nameWords.ids[p]!;
        if (matched[id]! < t) continue;
        if (matched[id] === t) matched[id] = t + 1;
        if (lastNameToken[id] !== t + 1) {
          lastNameToken[id] = t + 1;
          matchedInName[id]!++;
        }
      }
      for (let p = context[0]; p < context[1]; p++) {
        const id = contextWords.ids[p]!;
        if (matched[id] === t) matched[id] = t + 1;
      }
    });
    const inName = new Best();
    const inContext = new Best();
    const collect = (index: TokenIndex, [from, to]: [number, number]) => {
      for (let p = from; p < to; p++) {
        const id = index.ids[p]!;
        if (matched[id] !== n) continue;
        if (matchedInName[id] === n) inName.offer(id);
        else if (matchedInName[id]! > 0) inContext.offer(id);
      }
    };
    const last = runs[n - 1]!;
    collect(nameWords, last.name);
    collect(contextWords, last.context);
    // A place touched at all is in the first (smallest) run: reset exactly those.
    const reset = (index: TokenIndex, [from, to]: [number, number]) => {
      for (let p = from; p < to; p++) {
        const id = index.ids[p]!;
        matched[id] = 0;
        matchedInName[id] = 0;
        lastNameToken[id] = 0;
      }
    };
    reset(nameWords, runs[0]!.name);
    reset(contextWords, runs[0]!.context);
    return [inName, inContext];
  }

  byPlaceId(placeId: string): Place | undefined {
    const id = placeId.startsWith('psgc:') ? this.byCode.get(placeId.slice(5)) : undefined;
    return id === undefined ? undefined : this.places[id];
  }

  /** The town whose centre is nearest; undefined offshore (beyond `maxReverseKm`). */
  nearestTown(lat: number, lng: number): Place | undefined {
    const cosLat = Math.cos((lat * Math.PI) / 180);
    let best: Place | undefined;
    let bestSquared = Infinity;
    for (const town of this.reverseTowns) {
      const dLat = town.lat - lat;
      const dLng = (town.lng - lng) * cosLat;
      const squared = dLat * dLat + dLng * dLng;
      if (squared < bestSquared) {
        bestSquared = squared;
        best = town;
      }
    }
    return Math.sqrt(bestSquared) * 111.2 <= maxReverseKm ? best : undefined;
  }

  /** The town a free-text city name denotes, preferring one in `state` (used to fill gaps in online answers). */
  findTown(city: string, state?: string): Place | undefined {
    const candidates = (this.exact.get(canonical(tokensOf(city))) ?? [])
      .map((id) => this.places[id]!)
      .filter((p) => p.kind === Kind.City);
    const wanted = state === undefined ? undefined : normalize(state);
    return (
      candidates.find((p) => normalize(this.stateName(p)) === wanted) ??
      (candidates.length === 1 ? candidates[0] : undefined)
    );
  }

  stateName(place: Place): string {
    return this.provinces[place.province]![1];
  }

  /** The province spelled as the gazetteer spells it, when `name` denotes one ('NCR' and 'Metro Manila' alike). */
  canonicalState(name: string): string | undefined {
    const key = normalize(name);
    if (/^(ncr|national capital region|metro manila)$/.test(key)) return 'Metro Manila';
    return this.provinces.find((p) => normalize(p[1]) === key)?.[1];
  }

  prediction(place: Place): PlacePrediction {
    const state = this.stateName(place);
    const secondary =
      place.kind === Kind.Province
        ? 'Province'
        : place.kind === Kind.City
          ? join(state, place.zip)
          : `${this.places[place.city]!.name}, ${join(state, place.zip)}`;
    return {
      placeId: `psgc:${place.code}`,
      description: `${place.name}, ${secondary}`,
      mainText: place.name,
      secondaryText: secondary,
    };
  }

  details(place: Place): PlaceDetails {
    return {
      placeId: `psgc:${place.code}`,
      street: '',
      barangay: place.kind === Kind.Barangay ? place.name : '',
      city: place.kind === Kind.Province ? '' : this.places[place.city]!.name,
      state: this.stateName(place),
      zipCode: place.zip,
      lat: place.lat,
      lng: place.lng,
      approx: place.approx,
      provider: 'offline-psgc',
    };
  }
}

/** Code-point order: Intl collation costs a second at start-up for 42,000 names and changes nothing here. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const join = (state: string, zip: string) => (zip ? `${state} ${zip}` : state);

let shared: Gazetteer | undefined;

/** Parses and indexes the data file once per process (~0.3 s); later calls share it. */
export function loadGazetteer(): Gazetteer {
  if (!shared) {
    const file = JSON.parse(readFileSync(dataFile, 'utf8')) as GazetteerFile;
    if (file.version !== 1) throw new Error(`ph-places.json version ${file.version} is not supported`);
    shared = new Gazetteer(file);
    // A few searches at start-up compile the hot loops, so the first seller does not pay for the JIT.
    for (const query of ['a', 'ma', 'san jose', 'lahug cebu', 'sta rosa laguna', 'makati city'])
      shared.search(query);
  }
  return shared;
}

export function createOfflineProvider(gazetteer: Gazetteer = loadGazetteer()): MapsProvider {
  return {
    async autocomplete(query) {
      return gazetteer.search(query).map((id) => gazetteer.prediction(gazetteer.places[id]!));
    },
    async geocode(input: GeocodeInput) {
      if ('placeId' in input) {
        const place = gazetteer.byPlaceId(input.placeId);
        return place ? gazetteer.details(place) : null;
      }
      const town = gazetteer.nearestTown(input.lat, input.lng);
      if (!town) return null;
      // The pin is where the seller put it; only the town around it is looked up.
      return { ...gazetteer.details(town), lat: input.lat, lng: input.lng, approx: true };
    },
  };
}
