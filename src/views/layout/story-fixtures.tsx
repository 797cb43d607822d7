// Shared props for layout stories: a provided change-password machine and sample page content.
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { Heading, Paragraph } from '../ui/Heading.tsx';

export const storyChangePassword = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(async () => undefined),
  },
});

export function SamplePage({ title }: { title: string }) {
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <Paragraph muted>Page content sits here, clear of the bars.</Paragraph>
    </>
  );
}

export const phone = { viewport: { value: 'phone', isRotated: false } };
export const laptop = { viewport: { value: 'laptop', isRotated: false } };
