import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone } from '../layout/story-fixtures.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { manila, PinMap } from './PinMap.tsx';

const meta = {
  title: 'Map/PinMap',
  component: PinMap,
  args: { center: manila, label: 'Store address', tileUrl: 'none' },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof PinMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The outline starts where a province is seen whole (the one around the pin), not at a zoom that shows
 * the inside of one province as a blank field.
 */
const expectWholeProvinceInView = (canvasElement: HTMLElement) =>
  waitFor(
    async () => {
      const map = within(canvasElement).getByTestId('pin-map').getBoundingClientRect();
      const provinces = [...canvasElement.querySelectorAll('path')].map((path) =>
        path.getBoundingClientRect(),
      );
      const whole = provinces.filter(
        (box) =>
          box.width > 0 &&
          box.left >= map.left &&
          box.right <= map.right &&
          box.top >= map.top &&
          box.bottom <= map.bottom,
      );
      await expect(whole.length).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );

/** No tiles (MAP_TILE_URL=none, or offline): the pin over the outline of PH provinces. */
export const TilesOffDraggable: Story = {
  args: { onPinMove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pin = await canvas.findByRole('button', { name: /Store address pin/ });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPinMove).toHaveBeenCalled();
    await expectWholeProvinceInView(canvasElement);
  },
};

export const TilesOffReadOnly: Story = {
  args: { label: 'Warehouse address', center: { lat: 10.3157, lng: 123.8854 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('10.315700');
  },
};

/** Tiles that cannot load (no network in tests) fall back to the outline too. */
export const TilesFailing: Story = {
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', onPinMove: fn() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Map tiles are unavailable/);
    await expectWholeProvinceInView(canvasElement);
  },
};

export const TilesFailingNarrow: Story = { ...TilesFailing, globals: phone };
