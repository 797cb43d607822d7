import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { SupportPage } from './SupportPage.tsx';

const meta = { title: 'Pages/Support', component: SupportPage } satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { globals: phone, args: { status: 'loading' } };
export const Ready: Story = { globals: laptop, args: { status: 'ready', supportEmail: 'help@suki.ph' } };
export const ReadyNarrow: Story = { globals: phone, args: { status: 'ready', supportEmail: 'help@suki.ph' } };
export const Failed: Story = {
  globals: laptop,
  args: { status: 'failed', message: 'Failed to load the support details', onRetry: fn() },
};
