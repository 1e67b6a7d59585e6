/**
 * A component drawn again only when its props change (issue 35: a tap on one card redrew every card, the
 * log and the sidebar). Props are compared one by one (Object.is), but functions only by being there or
 * not: an island makes its handlers afresh at every render, and the component is given stand-ins that
 * always call the newest ones, so a card that was not drawn again never calls a handler of an older turn.
 * Only for components whose function props are handlers (called on an event), never ones that draw
 * (a render prop would be a stale drawing). Children are compared as any prop: given children, it draws.
 */
import { Component, h, type FunctionComponent } from 'preact';

type Props = Record<string, unknown>;

/** Whether a component given `next` instead of `prev` could draw anything else. */
export function propsDiffer(prev: Props, next: Props): boolean {
  for (const k in prev) if (!(k in next)) return true;
  for (const k in next) {
    const a = prev[k];
    const b = next[k];
    if (typeof a === 'function' || typeof b === 'function') {
      if (typeof a !== typeof b) return true;
    } else if (!Object.is(a, b)) return true;
  }
  return false;
}

export function pure<P extends object>(inner: FunctionComponent<P>): FunctionComponent<P> {
  class Pure extends Component<P> {
    /** One stand-in per handler prop, made once: it calls the handler of the newest props. */
    private handlers: Record<string, (...args: unknown[]) => unknown> = {};
    override shouldComponentUpdate(next: P): boolean {
      return propsDiffer(this.props as Props, next as Props);
    }
    override render(props: P) {
      const given: Props = {};
      for (const k in props) {
        const v = (props as Props)[k];
        given[k] =
          typeof v !== 'function' ? v : (this.handlers[k] ??= (...args: unknown[]) => ((this.props as Props)[k] as (...a: unknown[]) => unknown)(...args));
      }
      return h(inner, given as P);
    }
  }
  return Pure as unknown as FunctionComponent<P>;
}
