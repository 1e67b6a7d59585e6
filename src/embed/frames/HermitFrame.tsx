/** Island for Hermit's iframe pages (one per game, so a frame loads only its own game). */
import { FrameView, type FrameProps } from '../FrameWidget';
import { entry } from '../games/hermit';

export default function HermitFrame(props: FrameProps) {
  return <FrameView entry={entry} {...props} />;
}
