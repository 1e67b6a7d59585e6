// `client:painted` (src/site/client-painted.ts, registered by src/integrations/after-paint.ts).
declare namespace Astro {
  interface ClientDirectives {
    'client:painted'?: boolean;
  }
}
