/** Types for the two Starlight virtual modules our Search override (./Search.astro) imports, as Starlight 0.42 defines them. */
declare module 'virtual:starlight/project-context' {
  const project: { build: { format: string }; root: string; srcDir: string; trailingSlash: 'always' | 'never' | 'ignore' } & Record<string, unknown>;
  export default project;
}
declare module 'virtual:starlight/pagefind-config' {
  export const pagefindUserConfig: Record<string, unknown>;
}
