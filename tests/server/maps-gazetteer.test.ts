// The offline PH gazetteer: the built data file, place search and geocoding (issue 4, gazetteer tests).
import { readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeDetailsSchema, placePredictionSchema, type PlaceDetails } from '#schemas/maps';
import { createOfflineProvider, loadGazetteer } from '../../server/modules/maps/offline-provider.ts';
import type { MapsProvider } from '../../server/modules/maps/provider.ts';

const dataFile = new URL('../../server/modules/maps/data/ph-places.json', import.meta.url);
let maps: MapsProvider;

beforeAll(() => {
  maps = createOfflineProvider(loadGazetteer());
});

async function search(query: string) {
  const predictions = await maps.autocomplete(query);
  for (const prediction of predictions) placePredictionSchema.parse(prediction);
  return predictions;
}

async function details(placeId: string): Promise<PlaceDetails> {
  const place = await maps.geocode({ placeId });
  expect(place, placeId).not.toBeNull();
  return placeDetailsSchema.parse(place);
}

describe('the data file', () => {
  const file = JSON.parse(readFileSync(dataFile, 'utf8')) as {
    provinces: unknown[];
    cities: [string, string, number, string, number, number, number][];
    barangays: string[];
  };

  it('holds every province, city/municipality and barangay of PSGC 2025-Q4, compactly', () => {
    expect(file.provinces).toHaveLength(83); // 82 provinces + Metro Manila
    expect(file.cities).toHaveLength(1656);
    expect(file.barangays.reduce((sum, list) => sum + list.split('|').filter(Boolean).length, 0)).toBe(42011);
    expect(statSync(dataFile).size).toBeLessThan(1024 * 1024);
  });

  it('gives every town a point in the Philippines and a 4-digit zip code or none', () => {
    for (const [code, name, , zip, lat, lng] of file.cities) {
      expect(code, name).toMatch(/^\d{10}$/);
      expect(zip, name).toMatch(/^(\d{4})?$/);
      expect(lat, name).toBeGreaterThan(4);
      expect(lat, name).toBeLessThan(21.5);
      expect(lng, name).toBeGreaterThan(116);
      expect(lng, name).toBeLessThan(127);
    }
    const withZip = file.cities.filter(([, , , zip]) => zip !== '').length;
    expect(withZip / file.cities.length).toBeGreaterThan(0.95);
  });
});

describe('autocomplete', () => {
  it('finds Makati City in Metro Manila with its zip', async () => {
    const [first] = await search('makati');
    expect(first).toEqual({
      placeId: 'psgc:1380300000',
      description: 'Makati City, Metro Manila 1200',
      mainText: 'Makati City',
      secondaryText: 'Metro Manila 1200',
    });
  });

  it('puts Cebu City (a highly urbanised city) under the province of Cebu, zip 6000', async () => {
    const [first] = await search('Cebu City');
    expect(first?.description).toBe('Cebu City, Cebu 6000');
    const davao = await search('davao city');
    expect(davao[0]?.description).toBe('Davao City, Davao del Sur 8000');
  });

  it('finds a barangay by its name and its town', async () => {
    const predictions = await search('lahug cebu');
    expect(predictions[0]).toMatchObject({ mainText: 'Lahug', secondaryText: 'Cebu City, Cebu 6000' });
    const poblacion = await search('poblacion makati');
    expect(poblacion[0]).toMatchObject({
      mainText: 'Poblacion',
      secondaryText: 'Makati City, Metro Manila 1210',
    });
  });

  it('ignores accents and case', async () => {
    for (const query of ['Parañaque', 'paranaque', 'PARANAQUE', 'parañaque city']) {
      const [first] = await search(query);
      expect(first?.mainText, query).toBe('Parañaque City');
    }
  });

  it('reads Sto./Sta. and their spelled-out forms alike', async () => {
    for (const query of ['sto tomas batangas', 'Sto. Tomas', 'santo tomas batangas']) {
      const names = (await search(query)).map((p) => p.description);
      expect(names, query).toContain('Sto. Tomas City, Batangas 4234');
    }
    const [rosa] = await search('sta. rosa');
    expect(rosa?.description).toBe('Santa Rosa City, Laguna 4026');
  });

  it('ranks cities above barangays of the same name, ten results at most', async () => {
    const predictions = await search('magsaysay');
    expect(predictions).toHaveLength(10);
    const isTown = (p: { secondaryText: string }) => p.secondaryText.split(',').length === 1;
    const firstBarangay = predictions.findIndex((p) => !isTown(p));
    expect(firstBarangay).toBeGreaterThan(0);
    expect(predictions.slice(firstBarangay).every((p) => !isTown(p))).toBe(true);
  });

  it('answers a single letter with ten places and gibberish with none', async () => {
    expect(await search('m')).toHaveLength(10);
    expect(await search('xqzvvv')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('a'.repeat(200))).toEqual([]);
  });
});

describe('geocode', () => {
  it('gives the place details of a city', async () => {
    expect(await details('psgc:1380300000')).toMatchObject({
      street: '',
      barangay: '',
      city: 'Makati City',
      state: 'Metro Manila',
      zipCode: '1200',
      approx: false,
      provider: 'offline-psgc',
    });
  });

  it('gives a barangay its town, province and zip, at the town centre (approx)', async () => {
    const [lahug] = await search('lahug cebu');
    const barangay = await details(lahug!.placeId);
    const town = await details('psgc:0730600000');
    expect(barangay).toMatchObject({
      barangay: 'Lahug',
      city: 'Cebu City',
      state: 'Cebu',
      zipCode: '6000',
      approx: true,
    });
    expect([barangay.lat, barangay.lng]).toEqual([town.lat, town.lng]);
    expect(town.lat).toBeCloseTo(10.3, 1);
    expect(town.lng).toBeCloseTo(123.9, 1);
  });

  it('gives a Manila district its own zip code', async () => {
    const [binondo] = await search('binondo');
    expect(await details(binondo!.placeId)).toMatchObject({
      city: 'Binondo',
      state: 'Metro Manila',
      zipCode: '1006',
    });
  });

  it('reverse geocodes the Manila centre to Manila, Metro Manila', async () => {
    const place = placeDetailsSchema.parse(await maps.geocode({ lat: 14.5995, lng: 120.9842 }));
    expect(place).toMatchObject({
      placeId: 'psgc:1380600000',
      city: 'Manila City',
      state: 'Metro Manila',
      zipCode: '1000',
      lat: 14.5995,
      lng: 120.9842,
    });
  });

  it('reverse geocodes other city centres to their city', async () => {
    expect(await maps.geocode({ lat: 10.3157, lng: 123.8854 })).toMatchObject({
      city: 'Cebu City',
      state: 'Cebu',
    });
    expect(await maps.geocode({ lat: 7.0731, lng: 125.6128 })).toMatchObject({ city: 'Davao City' });
    expect(await maps.geocode({ lat: 16.4023, lng: 120.596 })).toMatchObject({
      city: 'Baguio City',
      state: 'Benguet',
    });
  });

  it('knows no place for unknown ids or the open sea', async () => {
    expect(await maps.geocode({ placeId: 'psgc:0000000000' })).toBeNull();
    expect(await maps.geocode({ placeId: 'ChIJ-not-offline' })).toBeNull();
    expect(await maps.geocode({ lat: 0, lng: 0 })).toBeNull();
  });
});
