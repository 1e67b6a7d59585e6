/** Island for Thricewise's iframe pages (one per game, so a frame loads only its own game). */
import { FrameView, type FrameProps } from '../FrameWidget';
import { entry } from '../games/thricewise';

export default function ThricewiseFrame(props: FrameProps) {
  return <FrameView entry={entry} {...props} />;
}
