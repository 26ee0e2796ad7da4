// Gatsby's Node APIs, each typed in its module under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./gatsby/create-schema-customization";
export { createPages } from "./gatsby/create-pages";
export { onPostBootstrap } from "./gatsby/on-post-bootstrap";
export { onPostBuild } from "./gatsby/scripts-after-paint";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
