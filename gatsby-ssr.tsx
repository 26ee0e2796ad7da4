export { wrapRootElement, wrapPageElement } from "./src/components/root";
