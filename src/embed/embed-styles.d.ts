/** The shadow root's stylesheet, made by scripts/build-embed.mjs. */
declare module 'embed-styles' {
  const css: string;
  export default css;
}
