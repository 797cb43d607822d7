// Shared props for layout stories: a provided change-password machine and sample page content.
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import {
  createFakeNotifications,
  type FakeNotificationsOptions,
} from '../../../tests/services/notifications.ts';
import { notificationsMachine } from '#machines/notifications/machine.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';

export const storyChangePassword = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(async () => undefined),
  },
});

/** The real notification bell over an in-memory feed. */
export const storyNotifications = (options: FakeNotificationsOptions = {}) => (
  <NotificationBell
    logic={notificationsMachine.provide({
      actors: createFakeNotifications(options).actors,
      actions: { navigate: () => undefined },
    })}
  />
);

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
