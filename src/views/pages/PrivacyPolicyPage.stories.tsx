import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

const meta = { title: 'Pages/PrivacyPolicy', component: PrivacyPolicyPage } satisfies Meta<
  typeof PrivacyPolicyPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { globals: phone, args: { status: 'loading' } };
// Written the way the policy is (migration 0001): its own title, sections, lists, an address, links.
const policy = [
  '# Suki Merchant Privacy Policy',
  '',
  'Suki Merchant is the seller portal of **Suki**, an online marketplace in the Philippines.',
  '',
  '## 1. What we collect',
  '',
  '- Account information: your name as seller, your store name and your e-mail address.',
  '- Onboarding information: addresses, contact numbers and the documents you upload.',
  '',
  '## 7. Complaints to the National Privacy Commission',
  '',
  'National Privacy Commission',
  '5th Floor, Delegation Building, PICC Complex, Roxas Boulevard, Pasay City, Metro Manila 1307',
  'Website: https://privacy.gov.ph',
  'E-mail: complaints@privacy.gov.ph',
  '',
  'See also the [Support](/support) page.',
].join('\n');

export const Ready: Story = {
  globals: laptop,
  args: { status: 'ready', content: policy },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { name: /Privacy Policy/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
export const ReadyNarrow: Story = { ...Ready, globals: phone };
export const Failed: Story = {
  globals: phone,
  args: { status: 'failed', message: 'Failed to load the privacy policy', onRetry: fn() },
};
