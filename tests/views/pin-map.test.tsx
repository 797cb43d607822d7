// PinMap in jsdom: the read-out, the keyboard-movable pin, and the read-only mode.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import provinces from '../../src/views/map/ph-provinces.json';
import { manila, PinMap, provinceAround } from '../../src/views/map/PinMap.tsx';

describe('PinMap', () => {
  it('shows where the pin is and moves it with the arrow keys', async () => {
    const onPinMove = vi.fn();
    render(<PinMap center={manila} label="Store address" tileUrl="none" onPinMove={onPinMove} />);
    expect(screen.getByRole('region', { name: 'Store address map' })).toBeInTheDocument();
    expect(screen.getByText('14.599500')).toBeInTheDocument();
    expect(screen.getByText('120.984200')).toBeInTheDocument();
    const pin = screen.getByRole('button', { name: /Store address pin/ });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onPinMove).toHaveBeenCalledTimes(1);
    const moved = onPinMove.mock.calls[0]![0] as { lat: number; lng: number };
    expect(moved.lng).toBeGreaterThan(manila.lng);
    expect(moved.lat).toBeCloseTo(manila.lat, 3);
    expect(screen.getByText(moved.lng.toFixed(6))).toBeInTheDocument();
    expect(screen.getByText(/Map tiles are unavailable/)).toBeInTheDocument();
  });

  it('is read-only without onPinMove', () => {
    render(<PinMap center={{ lat: 10.3157, lng: 123.8854 }} label="Warehouse address" tileUrl="none" />);
    expect(screen.queryByRole('button', { name: /Warehouse address pin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warehouse address pin' })).toBeInTheDocument();
    expect(screen.getByText('123.885400')).toBeInTheDocument();
  });

  it('finds the province of the offline outline around a spot, and none at sea', () => {
    const outline = provinces as GeoJSON.FeatureCollection;
    const nameAt = (lat: number, lng: number) =>
      provinceAround(outline, { lat, lng })?.properties?.['name'] as string | undefined;
    expect(nameAt(manila.lat, manila.lng)).toBe('Manila');
    expect(nameAt(10.3157, 123.8854)).toBe('Cebu');
    expect(nameAt(7.0731, 125.6128)).toBe('Davao');
    expect(nameAt(15, 118.5)).toBeUndefined();
  });
});
