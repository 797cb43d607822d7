import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { createFakeOnboarding, type FakeOnboardingOptions } from '../../../tests/services/onboarding.ts';
import { onboardingMachine } from '#machines/onboarding/machine.ts';
import { OnboardingFlow } from './OnboardingFlow.tsx';
import { approvalStatus } from '#schemas/seller';

// The whole flow over the in-memory onboarding API, pinned to a state through its fake's options.
function Flow({ options }: { options: FakeOnboardingOptions }) {
  const actor = useActorRef(
    onboardingMachine.provide({
      actors: createFakeOnboarding(options).actors,
      // A story has no router: the step shows in the form only, not in the URL.
      actions: { finish: () => {}, navigate: () => {} },
      delays: { autosaveDelay: 50, retryDelay: 60_000 },
    }),
    { input: { path: '/onboarding' } },
  );
  return <OnboardingFlow actor={actor} />;
}

const meta = {
  title: 'Onboarding/Flow',
  component: Flow,
  args: { options: {} },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Set up your store' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { options: { latencyMs: 'never' } } };

export const LoadFailed: Story = {
  args: { options: { fail: { load: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ResumedOnDocuments: Story = {
  args: { options: { state: { draft: { currentStep: 'documents' } } } },
};

export const SaveFailed: Story = {
  args: { options: { state: { draft: { currentStep: 'businessInfo' } }, fail: { save: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name of business' });
    name.focus();
    // Typing marks the draft dirty; the fake refuses the save.
    await userEvent.type(name, 'Tindahan');
    await expect(await canvas.findByText(/could not be saved/)).toBeVisible();
  },
};

export const Rejected: Story = {
  args: {
    options: {
      state: {
        approvalStatus: approvalStatus.rejected,
        rejectionReason: 'The Primary ID is blurry.',
        draft: { currentStep: 'review' },
      },
    },
  },
};
