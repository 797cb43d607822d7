// The admin's bottom bar holds six sections: on a phone each gets a sixth of 320 px, so its label is set at
// the size a phone's own tab bar uses (10 px) and nothing keeps an entry wider than its share.
import { globalStyle, style } from '@vanilla-extract/css';
import { narrow } from '../theme/media.ts';

export const sixEntryBar = style({});

globalStyle(`${sixEntryBar} li`, { '@media': { [narrow]: { minWidth: 0 } } });

globalStyle(`${sixEntryBar} a`, {
  '@media': { [narrow]: { fontSize: '10px', letterSpacing: '-0.01em', paddingInline: '1px' } },
});
