/** Font files imported for their URL (webpack emits them under /static and returns the path). */
declare module "*.woff2" {
  const src: string;
  export default src;
}
