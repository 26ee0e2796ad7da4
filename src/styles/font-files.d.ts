/** A font file imported from a module: webpack emits it and the import is its public URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
