export { Container } from "./container";
export { Section, type SectionHeadingSpec, type SectionProps, type Tone } from "./section";
export { PageHeader } from "./page-header";
export { buttonStyles, cardStyles, type ButtonVariant } from "./button";
export { roundIconButton } from "./round-icon-button";
export {
  cardGrid,
  centredGridRules,
  plainList,
  ALBUM_GRID_CLASS,
  splitStyles,
  type CardGridOptions,
  type CentredGridOptions,
  type Responsive,
  type SpaceStep,
} from "./layout";
export { Reveal, type RevealEffect } from "./reveal";
export { MediaFrame, MEDIA_RATIOS } from "./media-frame";
export { Picture, listPictureLoad, type PictureLoad, type PictureProps } from "./picture";
