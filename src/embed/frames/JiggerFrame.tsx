/** Island for Jigger's iframe pages (one per game, so a frame loads only its own game). */
import { FrameView, type FrameProps } from '../FrameWidget';
import { entry } from '../games/jigger';

export default function JiggerFrame(props: FrameProps) {
  return <FrameView entry={entry} {...props} />;
}
