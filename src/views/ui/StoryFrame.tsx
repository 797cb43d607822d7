// Stories only: the padding and width a story's component sits in, so no story needs a style attribute.
import type { ReactNode } from 'react';
import { frame } from './StoryFrame.css.ts';

export type StoryFrameProps = {
  width?: 'narrow' | 'form' | 'page' | 'full';
  align?: 'stretch' | 'start' | 'end';
  children: ReactNode;
};

export function StoryFrame({ width, align, children }: StoryFrameProps) {
  return <div className={frame({ width, align })}>{children}</div>;
}
