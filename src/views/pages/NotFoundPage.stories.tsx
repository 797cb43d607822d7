import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = { title: 'Pages/NotFound', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const image = canvas.getByTestId('not-found-illustration').getBoundingClientRect();
    await expect([image.width, image.height]).toEqual([280, 150]);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  },
};

export const Wide: Story = {
  globals: laptop,
  play: async ({ canvas }) => {
    const image = canvas.getByTestId('not-found-illustration').getBoundingClientRect();
    await expect([image.width, image.height]).toEqual([380, 250]);
  },
};
