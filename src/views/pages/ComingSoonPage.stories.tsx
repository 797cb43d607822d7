import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './ComingSoonPage.tsx';

const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoonPage,
  parameters: { layout: 'padded' },
  args: { title: 'Orders', description: 'Accept, fulfil and track your orders.' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
export const Orders: StoryObj<typeof meta> = {};
