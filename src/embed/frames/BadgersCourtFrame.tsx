/** Island for BadgersCourt's iframe pages (one per game, so a frame loads only its own game). */
import { FrameView, type FrameProps } from '../FrameWidget';
import { entry } from '../games/badgers-court';

export default function BadgersCourtFrame(props: FrameProps) {
  return <FrameView entry={entry} {...props} />;
}
