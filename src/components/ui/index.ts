export { Container } from "./container";
export { Section, type Tone } from "./section";
export { PageHeader } from "./page-header";
export { buttonStyles, cardStyles, cardSurface } from "./button";
export { roundIconButton } from "./round-icon-button";
export {
  cardGrid,
  centredGridRules,
  plainList,
  ALBUM_GRID_CLASS,
  splitStyles,
  type SpaceStep,
} from "./layout";
export { Reveal, type RevealEffect } from "./reveal";
export { MediaFrame, MEDIA_RATIOS } from "./media-frame";
export { Picture, listPictureLoad, type PictureLoad } from "./picture";
