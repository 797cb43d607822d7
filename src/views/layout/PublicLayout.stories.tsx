import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';
import { laptop, phone, SamplePage } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Public',
  component: PublicLayout,
  args: { children: <SamplePage title="Support" /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('top-bar')).toBeNull();
    await expect(canvas.queryByTestId('side-nav')).toBeNull();
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
