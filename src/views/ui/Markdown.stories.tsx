import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../layout/story-fixtures.tsx';
import { Markdown } from './Markdown.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/Markdown',
  component: Markdown,
  args: {
    source: [
      '## 1. What we collect',
      '',
      'We keep **only** what selling needs, and *never* your password itself.',
      '',
      '- Account information: your name as seller, your store name and your e-mail address.',
      '- Onboarding information: addresses, contact numbers and the documents you upload.',
      '',
      '### Steps',
      '',
      '1. Register your store.',
      '2. Verify your e-mail address.',
      '',
      'National Privacy Commission',
      'Website: https://privacy.gov.ph',
      'E-mail: complaints@privacy.gov.ph',
      '',
      'See the [Support](/support) page.',
    ].join('\n'),
  },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '1. What we collect' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'complaints@privacy.gov.ph' })).toHaveAttribute(
      'href',
      'mailto:complaints@privacy.gov.ph',
    );
  },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const OnPhone: Story = { globals: phone };
