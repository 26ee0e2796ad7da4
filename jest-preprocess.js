// babel-jest transformer with Gatsby's preset, as Gatsby's jest recipe does; JSX goes through
// emotion's runtime so the `css` prop works in tests as it does in the build.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
