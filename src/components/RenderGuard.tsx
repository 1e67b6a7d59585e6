/**
 * A guard around something drawn from data (a play table, an embedded example): if drawing it throws, a
 * plain sentence stands in its place instead of a frozen or blank island, and the error goes no further.
 * It tries again when `retry` changes (the next move, a switch turned off): a defect that shows only in
 * one position does not keep the whole table away.
 *
 * On a play page it holds the table between the status line and the toolbar; in an example, the stage;
 * in an embed, the widget. The status line, toolbar, sidebar, hand-over gate and summaries stay outside
 * it, as do an example's caption and buttons, and the game is saved by `usePlay` above it, whatever the
 * table draws. Preact's server renderer honours the guard only with `options.errorBoundaries`: the unit
 * test sets it, the build does not, so a page that cannot be prerendered still fails the build.
 */
import { Component, type ComponentChildren } from 'preact';

export interface RenderGuardProps {
  children?: ComponentChildren;
  /** What to show instead, given the error's own message. */
  fallback: (message: string) => ComponentChildren;
  /** Draw the children again when this changes. */
  retry?: string | number;
}

export const errorMessage = (e: unknown): string => (e instanceof Error && e.message ? e.message : 'it could not be drawn');

export class RenderGuard extends Component<RenderGuardProps, { failed: string | null }> {
  override state = { failed: null as string | null };
  static override getDerivedStateFromError(e: unknown) {
    return { failed: errorMessage(e) };
  }
  override componentDidCatch(e: unknown) {
    // Shown by getDerivedStateFromError; logged for whoever reports it, and stopped here.
    if (typeof console !== 'undefined') console.error(e);
  }
  override componentDidUpdate(previous: RenderGuardProps) {
    if (this.state.failed !== null && previous.retry !== this.props.retry) this.setState({ failed: null });
  }
  override render() {
    return this.state.failed !== null ? this.props.fallback(this.state.failed) : this.props.children;
  }
}
