// The application window's clock: tells the page when applications close while it is open. A timer longer
// than setTimeout's 24.8 days would fire at once, so a far moment is waited for in steps.
import { fromCallback, type EventObject } from 'xstate';

const longestTimeout = 2 ** 31 - 1;

export const windowClock = fromCallback<EventObject, { closesAt: number | null }>(({ input, sendBack }) => {
  const { closesAt } = input;
  if (closesAt === null) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    const left = closesAt - Date.now();
    if (left <= 0) sendBack({ type: 'window.closed' });
    else timer = setTimeout(wait, Math.min(left, longestTimeout));
  };
  wait();
  return () => clearTimeout(timer);
});
