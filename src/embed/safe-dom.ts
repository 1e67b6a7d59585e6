/**
 * The host page's document as the browser defines it, never as the page's markup has renamed it. The embed
 * scripts run inside someone else's page, and HTML lets that page's markup stand in for the document's
 * own members: `<img name="currentScript">` makes `document.currentScript` that image, `<form
 * name="head">` makes `document.head` that form, `<img name="createElement">` leaves Preact nothing to
 * create elements with (a document's named img, form, embed, object and iframe elements override its
 * built-in members). A blog comment with no script in it can hold such markup.
 *
 * `safeDocument` reads every member from the document's prototypes (HTMLDocument.prototype,
 * Document.prototype, Node.prototype…), which no markup can change, and calls it on the real document.
 * scripts/build-embed.mjs puts it in place of the global `document` throughout the embed scripts' bundles
 * (Preact's own calls included), so no code in them can read a named element by mistake. Descriptors are
 * read by their own fields only, so a page whose Object.prototype was given `get` or `value` cannot steer
 * it either.
 */
const real: Document = globalThis.document;
const { getPrototypeOf, getOwnPropertyDescriptor, hasOwn } = Object;
const apply = Reflect.apply;

/** The member as the document's prototypes define it (location is the document's own, and unforgeable). */
function member(key: PropertyKey): PropertyDescriptor | undefined {
  if (key === 'location') return getOwnPropertyDescriptor(real, key);
  for (let o: object | null = getPrototypeOf(real) as object | null; o; o = getPrototypeOf(o) as object | null) {
    const d = getOwnPropertyDescriptor(o, key);
    if (d) return d;
  }
  return undefined;
}

const own = <K extends keyof PropertyDescriptor>(d: PropertyDescriptor, k: K): PropertyDescriptor[K] | undefined => (hasOwn(d, k) ? d[k] : undefined);

/** Methods keep their identity from one read to the next (a listener added and removed by the same function). */
const methods = new Map<PropertyKey, unknown>();

const handler: ProxyHandler<object> = Object.assign(Object.create(null) as ProxyHandler<object>, {
  get(_target: object, key: PropertyKey): unknown {
    const d = member(key);
    if (!d) return undefined;
    const get = own(d, 'get');
    if (get) return apply(get, real, []);
    const value: unknown = own(d, 'value');
    if (typeof value !== 'function') return value;
    let m = methods.get(key);
    if (!m) methods.set(key, (m = (...args: unknown[]) => apply(value, real, args)));
    return m;
  },
  set(_target: object, key: PropertyKey, value: unknown): boolean {
    const d = member(key);
    const set = d && own(d, 'set');
    if (!set) return false;
    apply(set, real, [value]);
    return true;
  },
  has: (_target: object, key: PropertyKey): boolean => member(key) !== undefined,
});

export const safeDocument = new Proxy(Object.create(null) as object, handler) as Document;
