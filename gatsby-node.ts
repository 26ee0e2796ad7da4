// Gatsby's Node APIs, one typed module per API under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./gatsby/create-schema-customization";
export { createPages } from "./gatsby/create-pages";
export { onPostBootstrap } from "./gatsby/on-post-bootstrap";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
