/** Island for Ferret's iframe pages (one per game, so a frame loads only its own game). */
import { FrameView, type FrameProps } from '../FrameWidget';
import { entry } from '../games/ferret';

export default function FerretFrame(props: FrameProps) {
  return <FrameView entry={entry} {...props} />;
}
