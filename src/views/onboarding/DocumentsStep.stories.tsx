import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../layout/story-fixtures.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { allDocuments, noDocuments } from './story-fixtures.ts';

const meta = {
  title: 'Onboarding/Documents',
  component: DocumentsStep,
  args: { documents: noDocuments, errors: {}, onSelect: fn() },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof DocumentsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = { args: { documents: allDocuments } };

/** On a phone each button sits under its document, as wide as the card; its name still says which. */
export const ValidNarrow: Story = {
  args: { documents: allDocuments },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "Replace Business/Mayor's Permit" });
    await expect(button).toHaveTextContent(/^Replace/);
    const step = canvas.getByRole('region', { name: 'Documents' });
    await expect(step.scrollWidth).toBeLessThanOrEqual(step.clientWidth);
  },
};

export const Invalid: Story = {
  args: {
    errors: {
      primaryId: 'Primary ID is required',
      secCertificate: 'SEC Certificate is required',
      birRegistration: 'BIR Registration (Form 2303) is required',
      businessPermit: "Business/Mayor's Permit is required",
      tinId: 'TIN ID is required',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(5);
  },
};

export const Uploading: Story = {
  args: {
    documents: {
      ...allDocuments,
      primaryId: {
        info: null,
        upload: { fileName: 'passport.png', size: 2_400_000, loaded: 960_000, total: 2_400_000 },
        error: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Uploading passport.png' }),
    ).toHaveAttribute('aria-valuenow', '960000');
  },
};

export const Failed: Story = {
  args: {
    documents: {
      ...allDocuments,
      primaryId: { info: null, upload: null, error: 'Files can be at most 10 MB.' },
      tinId: { ...allDocuments.tinId, error: 'Upload a PDF, JPEG, PNG or WebP file.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Files can be at most 10 MB.')).toBeVisible();
    await expect(canvas.getByText('Upload a PDF, JPEG, PNG or WebP file.')).toBeVisible();
  },
};
